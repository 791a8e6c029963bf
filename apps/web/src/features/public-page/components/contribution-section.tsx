import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { DesignPerformance } from '@circa/contract/public-page.schema';
import { formatNumber } from '../../../lib/number-format';
import { Facts, PageSection } from './page-section';

/** A picture (or the name's first letter) beside a name. */
function Named({ picture, children }: { picture: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {picture}
      {children}
    </Box>
  );
}

/** Contribution (document 2 §2): company, logo, user, profession, strategies count, kgCO2e savings. */
export function ContributionSection({ page }: { page: DesignPerformance }) {
  const savings = page.LifeCycleCO2Savings;
  return (
    <PageSection title="Contribution">
      <Named
        picture={
          <Avatar
            variant="rounded"
            src={page.CompanyLogo ?? undefined}
            alt={page.CompanyLogo ? `${page.Company} logo` : undefined}
            sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}
          >
            {page.Company.slice(0, 1)}
          </Avatar>
        }
      >
        <Typography sx={{ fontWeight: 600 }}>{page.Company}</Typography>
      </Named>
      {page.UserName ? (
        <Named
          picture={
            <Avatar
              src={page.ProfilePictureUrl ?? undefined}
              alt={page.ProfilePictureUrl ? page.UserName : undefined}
              sx={{ width: 40, height: 40 }}
            >
              {page.UserName.slice(0, 1)}
            </Avatar>
          }
        >
          <Typography>{page.UserName}</Typography>
        </Named>
      ) : null}
      <Facts
        facts={[
          ['Profession', page.Profession],
          ['Strategies', String(page.Strategies.length)],
          ['Savings', savings === null ? null : `${formatNumber(Math.round(savings), 0)} kgCO2e`],
        ]}
      />
    </PageSection>
  );
}
