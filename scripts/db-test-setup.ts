// Setup of each `db` test file: the files of a worker run one after another in one module graph
// (isolate: false), each on its own copy of the same template database, so the same design ids
// and versions name other content: the server's process caches start empty for each file.
import { forgetProcessCaches } from '../apps/server/src/memory/bounded-cache';

forgetProcessCaches();
