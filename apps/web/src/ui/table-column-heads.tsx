import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from './page-spinner';

/** A table column's header. */
export interface TableColumn {
  label: string;
  align?: 'right';
  /** The column is left out on a phone (its cells use `hiddenOnPhone` too). */
  hideOnPhone?: boolean;
  /** The label is only for screen readers (e.g. a column of buttons). */
  isLabelHidden?: boolean;
}

/** For a cell of a column that is left out on a phone. */
export const hiddenOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A table's head row: one column header (th scope col) per column. */
export function TableColumnHeads({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell
            key={column.label}
            component="th"
            scope="col"
            align={column.align}
            sx={column.hideOnPhone ? hiddenOnPhone : undefined}
          >
            {column.isLabelHidden ? (
              <Box component="span" sx={visuallyHidden}>
                {column.label}
              </Box>
            ) : (
              column.label
            )}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
