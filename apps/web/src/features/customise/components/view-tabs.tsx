import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FormatPaint from '@mui/icons-material/FormatPaint';
import HomeWork from '@mui/icons-material/HomeWork';
import Kitchen from '@mui/icons-material/Kitchen';
import Pool from '@mui/icons-material/Pool';
import SettingsSuggest from '@mui/icons-material/SettingsSuggest';
import ViewQuilt from '@mui/icons-material/ViewQuilt';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router';
import type { CustomiseView } from '../hooks/view-order';
import { orderedViews } from '../hooks/view-order';
import { screens } from '../../../config/screens';

/** Icons by sort order (document 2 §2): gears, refrigerator, water ladder, house building, paint roller. */
const viewIcons: Record<number, SvgIconComponent> = {
  1: SettingsSuggest,
  2: Kitchen,
  3: Pool,
  4: HomeWork,
  5: FormatPaint,
};

/** The icon of a view by its sort order. */
export function ViewIcon({
  sortOrder,
  fontSize,
}: {
  sortOrder: number;
  fontSize?: 'small' | 'medium' | 'large';
}) {
  const Icon = viewIcons[sortOrder] ?? ViewQuilt;
  return <Icon fontSize={fontSize} aria-hidden="true" />;
}

/**
 * The views of a design as tabs (links): the current one selected; views beyond the furthest
 * reached are disabled (reachable by Next only).
 */
export function ViewTabs({
  structureId,
  views,
  viewIndex,
  activeSortOrder,
}: {
  structureId: number;
  views: readonly CustomiseView[];
  viewIndex: number;
  activeSortOrder: number;
}) {
  const ordered = orderedViews(views);
  const first = ordered[0]?.SortOrder ?? 1;
  return (
    <Tabs
      value={viewIndex}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Customise views"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, '& .MuiTab-icon': { mr: 1 } }}
    >
      {ordered.map((view) => (
        <Tab
          key={view.SortOrder}
          value={view.SortOrder}
          label={
            <Box
              component="span"
              sx={{
                display: { xs: view.SortOrder === viewIndex ? 'inline' : 'none', sm: 'inline' },
              }}
            >
              {view.Name}
            </Box>
          }
          aria-label={view.Name}
          icon={<ViewIcon sortOrder={view.SortOrder} />}
          iconPosition="start"
          component={RouterLink}
          to={screens.designTemplates.href(structureId, view.SortOrder)}
          disabled={
            view.SortOrder !== viewIndex && view.SortOrder > Math.max(activeSortOrder, first)
          }
          aria-current={view.SortOrder === viewIndex ? 'page' : undefined}
          sx={{ minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}
