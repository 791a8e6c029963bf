-- The calculation method changed (engine METHOD_VERSION v1.2: GWP without biogenic carbon,
-- refrigerant leakage in B1, Australian end of life; docs/methodology.md §1.1, §6.1, §5.1). The portfolio's stored result rows
-- (0024) were made by the earlier method: they are dropped here and made again, by the current
-- engine, on the first portfolio read that finds a submitted design without them.
delete from stored_results;
