import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import type { DesignPerformance } from '@circa/contract/public-page.schema';
import { formatNumber } from '../../../lib/number-format';
import { PageSection } from './page-section';

/** The development's targets as a checklist, each with its reduction against its target. */
function ComplianceChecklist({ page }: { page: DesignPerformance }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {`Compliance checklist: ${page.QualityChecksPassed} of ${page.QualityChecksTotal} targets achieved`}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {page.ComplianceChecks.map((check) => (
          <Box
            component="li"
            key={check.Name}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            {check.IsAchieved ? (
              <CheckCircle color="success" fontSize="small" titleAccess="Achieved" />
            ) : (
              <Cancel color="warning" fontSize="small" titleAccess="Not achieved" />
            )}
            <Typography variant="body2">
              {`${check.Name}: target ${check.SavingsTarget}% reduction, `}
              {check.Reduction === null
                ? 'no data'
                : `${formatNumber(Math.abs(check.Reduction), 1)}% ${check.Reduction < 0 ? 'increase' : 'reduction'}`}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Life Cycle Assessment Information (document 2 §2): how the figures were made (the LCA study:
 * standards, scope, study period, LCI source) and the development's targets as a checklist.
 */
export function LcaInformation({ page }: { page: DesignPerformance }) {
  const study = page.LcaStudy;
  return (
    <PageSection title="Life Cycle Assessment Information">
      {page.ShowLcaReportSection ? (
        <Typography>
          {`A whole-of-life assessment (${study.Scope}) over a ${study.ReferenceStudyPeriod}-year reference study period, following ${study.Standards.join(' and ')}, with the ${study.LciSourceName} life cycle inventory. The benchmark is the design's baseline at the same location and size.`}
        </Typography>
      ) : null}
      {page.ShowComplianceReportSection ? <ComplianceChecklist page={page} /> : null}
    </PageSection>
  );
}
