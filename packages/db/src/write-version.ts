import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

const writeKinds = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
  'RawNode',
]);

/**
 * Counts the writes made through a Kysely instance: `value` changes after every insert, update,
 * delete or raw statement. With one process holding the database (PGlite), a cache that tags
 * its entries with `value` can never serve data older than the last write.
 */
export class WriteVersion implements KyselyPlugin {
  private version = 0;
  private readonly pending = new WeakSet<object>();

  get value(): number {
    return this.version;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (writeKinds.has(args.node.kind)) {
      this.pending.add(args.queryId);
      this.version++;
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.pending.has(args.queryId)) {
      this.pending.delete(args.queryId);
      this.version++;
    }
    return args.result;
  }
}
