import Box from '@mui/material/Box';
import HomeWork from '@mui/icons-material/HomeWork';
import type { DesignPerformance } from '@circa/contract/public-page.schema';
import { Facts, PageSection } from './page-section';
import { formatSize } from './summary-card-texts';

/** Overview (document 2 §2): image, address, type, size, location, architect, building firm, developer. */
export function OverviewSection({ page }: { page: DesignPerformance }) {
  return (
    <PageSection title="Overview">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' },
          alignItems: 'start',
        }}
      >
        {page.ImageUrl ? (
          <Box
            component="img"
            src={page.ImageUrl}
            alt={`The design ${page.DesignName}`}
            width={240}
            height={160}
            sx={{ width: '100%', height: 160, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : (
          <Box
            aria-hidden="true"
            sx={{
              height: 160,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'grey.200',
              color: 'grey.600',
              borderRadius: 1,
            }}
          >
            <HomeWork sx={{ fontSize: 64 }} />
          </Box>
        )}
        <Facts
          facts={[
            ['Address', page.Address],
            ['Type', page.DesignFunctionName],
            ['Size', page.Size === null ? null : formatSize(page.Size)],
            ['Location', page.Location],
            ['Architect', page.Architect],
            ['Building firm', page.BuildingFirm],
            ['Developer', page.Developer],
          ]}
        />
      </Box>
    </PageSection>
  );
}
