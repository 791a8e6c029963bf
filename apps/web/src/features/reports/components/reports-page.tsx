import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/Description';
import ListAlt from '@mui/icons-material/ListAlt';
import { Link as RouterLink } from 'react-router';
import { ReportTypeId } from '@circa/contract/reports.schema';
import { screens } from '../../../config/screens';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { useReportTypes } from '../api/reports-api';
import type { ReportOwner } from '../api/reports-api';
import { BackLinkButton } from './back-link-button';
import { ownerHome, useReportOwner } from './report-owner';

/** What each report holds, under its name. */
const typeSummaries: Record<number, string> = {
  [ReportTypeId.LifeCycleAssessment]: 'EN 15978 life cycle modules A1–D for each indicator (PDF).',
  [ReportTypeId.ComplianceReport]: "The design against the development's targets (PDF).",
  [ReportTypeId.CarbonPerformanceReport]:
    'Whole-life global warming potential against the benchmark, and where it comes from (PDF).',
  [ReportTypeId.ProjectCarbonPerformanceReport]:
    'Every lot of the development against its targets (PDF).',
};

/**
 * /share/{id}/{type}/reports: the report types of a lot or development (document 3 §2). Opening
 * one shows the report of the current design version, made first when there is none.
 */
export function ReportsPage() {
  const owner = useReportOwner();
  if (!owner) return <NotFoundPage />;
  return <ReportTypes owner={owner} />;
}

function ReportTypes({ owner }: { owner: ReportOwner }) {
  const types = useReportTypes(owner);
  return (
    <Box component="section" aria-label="Reports">
      <QueryStateWithRefusal query={types} label="report types">
        {(list) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { sm: '1fr 1fr', md: '1fr 1fr 1fr' },
            }}
          >
            {list.map((type) => (
              <Card
                key={type.ReportTypeId}
                component="article"
                aria-label={type.Description}
                sx={{ display: 'flex', flexDirection: 'column' }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h6" component="h3">
                    {type.Description}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {typeSummaries[type.ReportTypeId] ?? 'PDF report'}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button
                    component={RouterLink}
                    to={screens.shareReport.href(owner.id, owner.level, type.ReportTypeId)}
                    startIcon={<Description />}
                    aria-label={`View ${type.Description}`}
                  >
                    View
                  </Button>
                </CardActions>
              </Card>
            ))}
          </Box>
        )}
      </QueryStateWithRefusal>
      <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
        <BackLinkButton to={ownerHome(owner)} />
        <Button
          component={RouterLink}
          to={screens.shareReportList.href(owner.id, owner.level)}
          variant="outlined"
          startIcon={<ListAlt />}
        >
          Report List
        </Button>
      </Box>
    </Box>
  );
}
