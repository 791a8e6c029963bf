-- The calculation method changed (engine METHOD_VERSION v1.3: Australian water supply and
-- wastewater factors, garden water by area and climate, rainwater through a daily tank balance;
-- docs/methodology.md §8, decision 0034). The portfolio's stored result rows were made by the
-- earlier method: they are dropped here and made again, by the current engine, on the first
-- portfolio read that finds a submitted design without them.
delete from stored_results;
