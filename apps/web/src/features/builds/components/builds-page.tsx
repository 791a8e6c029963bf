import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { messages } from '@circa/contract/messages';
import { DesignCard } from '../../../ui/design-card';
import { InfiniteList } from '../../../ui/infinite-list';
import { ScreenLinkButton } from '../../../ui/screen-link-button';
import { buildContext, useBuildPages, useCompleteUserBuilds } from '../api/builds-api';
import { buildLink } from '../../../config/build-link';
import type { BuildFilter } from '../hooks/build-filter';
import {
  activeFilterCount,
  emptyFilter,
  filterFields,
  isRangeSet,
  rangeText,
} from '../hooks/build-filter';
import { BuildFilterDialog } from './build-filter-dialog';
import { screens } from '../../../config/screens';

/**
 * /builds and /project-builds, My Builds (document 1 §2.10): the caller's builds with search and
 * the range filter, 10 at a time as the page scrolls.
 */
export function BuildsPage() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<BuildFilter>(emptyFilter);
  const [isFilterOpen, setFilterOpen] = useState(false);
  const all = useCompleteUserBuilds();
  const pages = useBuildPages(search, filter);
  const filterCount = activeFilterCount(filter);
  const hasNoBuilds = all.isSuccess && all.data.BuildSummaries.length === 0;

  return (
    <Box component="section" aria-labelledby="builds-heading">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
        }}
      >
        <Typography id="builds-heading" variant="h5" component="h2">
          My Builds
        </Typography>
        <ScreenLinkButton
          to={screens.buildLocation.href}
          variant="contained"
          color="secondary"
          startIcon={<Add />}
        >
          Add New Build
        </ScreenLinkButton>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <TextField
          label="Search builds"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          margin="dense"
          sx={{ flex: '1 1 240px' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Badge badgeContent={filterCount} color="secondary">
          <Button
            variant="outlined"
            startIcon={<FilterList />}
            aria-haspopup="dialog"
            aria-label={filterCount > 0 ? `Filter, ${filterCount} active` : 'Filter'}
            onClick={() => setFilterOpen(true)}
          >
            Filter
          </Button>
        </Badge>
      </Box>
      {filterCount > 0 ? (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
          aria-label="Active filters"
          role="group"
        >
          {filterFields
            .filter(({ key }) => isRangeSet(filter[key]))
            .map(({ key, label }) => (
              <Chip
                key={key}
                label={`${label}: ${rangeText(filter[key])}`}
                onDelete={() =>
                  setFilter((current) => ({ ...current, [key]: { min: null, max: null } }))
                }
              />
            ))}
          <Button size="small" onClick={() => setFilter(emptyFilter)}>
            Clear filters
          </Button>
        </Box>
      ) : null}
      <Box sx={{ mt: 1 }} aria-busy={pages.isPlaceholderData}>
        <InfiniteList<BuildSummary>
          list={pages}
          label="My Builds"
          emptyText={hasNoBuilds ? messages.noDesignsToLoad : messages.noResults}
          getKey={(build) => build.Id}
          renderItem={(build) => (
            <DesignCard
              design={build}
              to={buildLink(build)}
              caption={all.data ? buildContext(build, all.data).projectName : undefined}
            />
          )}
        />
      </Box>
      <BuildFilterDialog
        open={isFilterOpen}
        filter={filter}
        onCancel={() => setFilterOpen(false)}
        onApply={(next) => {
          setFilter(next);
          setFilterOpen(false);
        }}
      />
    </Box>
  );
}
