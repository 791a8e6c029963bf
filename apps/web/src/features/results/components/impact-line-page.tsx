import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { focalPointNames } from '@circa/contract/results.schema';
import type { DesignResults } from '@circa/contract/results.schema';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageSpinner } from '../../../ui/page-spinner';
import { LoadError } from '../../../ui/load-error';
import { parseId } from '../../../lib/route-params';
import { formatAmount, impactWords } from '../hooks/result-rules';
import { parseExcludeGeneration } from '../exclude-generation';
import { ImpactBars } from './impact-bars';
import { useIndicatorScreen } from './indicator-results-page';
import { PaymentRequired } from './payment-required';
import { ResultsHeader } from './results-header';
import { screens } from '../../../config/screens';

/** /design-results/:structureId/:indicatorId/:excludePowerGeneration/:categoryId/:name */
export function ImpactLinePage() {
  const params = useParams();
  const structureId = parseId(params.structureId);
  const indicatorId = parseId(params.indicatorId);
  const excluding = parseExcludeGeneration(params.excludePowerGeneration);
  const categoryId = parseId(params.categoryId);
  const name = params.name;
  if (
    structureId === null ||
    indicatorId === null ||
    excluding === null ||
    categoryId === null ||
    categoryId > 4 ||
    !name
  )
    return <NotFoundPage />;
  return (
    <ImpactLine
      structureId={structureId}
      indicatorId={indicatorId}
      isExcluding={excluding}
      categoryId={categoryId}
      name={name}
    />
  );
}

interface LineProps {
  structureId: number;
  indicatorId: number;
  isExcluding: boolean;
  categoryId: number;
  name: string;
}

function ImpactLine(props: LineProps) {
  const { summary, results, isPaymentRequired } = useIndicatorScreen(
    props.structureId,
    props.indicatorId,
  );
  if (summary.isError)
    return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  if (isPaymentRequired)
    return (
      <PaymentRequired
        structureId={props.structureId}
        destination={screens.impactLine.href(
          props.structureId,
          props.indicatorId,
          props.isExcluding,
          props.categoryId,
          props.name,
        )}
      />
    );
  if (results.isError)
    return <LoadError error={results.error} onRetry={() => void results.refetch()} />;
  if (!results.data) return <PageSpinner label="Calculating results" showLabel />;
  return <LineView {...props} data={results.data} />;
}

/**
 * One impact line's detail (the customise-design detail): the components causing it, each a link
 * to its customise view, with bars against the larger of the largest share and a sixth of the
 * line's total (document 2 §9).
 */
function LineView({
  structureId,
  indicatorId,
  isExcluding,
  categoryId,
  name,
  data,
}: LineProps & { data: DesignResults }) {
  const detail = data.Details.find(
    (d) =>
      d.CategoryId === categoryId && d.Name === name && d.ExcludingPowerGeneration === isExcluding,
  );
  const models = new Map(data.MasterTemplateModels.map((m) => [m.DesignTemplateId, m]));
  const unit = data.Unit;
  const words = impactWords(indicatorId);
  return (
    <Box
      sx={{
        maxWidth: 1100,
        mx: 'auto',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <ResultsHeader
        back={`${screens.indicatorResults.href(structureId, indicatorId, isExcluding)}?focus=${categoryId}`}
        backLabel={`All ${focalPointNames[categoryId - 1] ?? ''} results`}
        title={name}
        subtitle={
          detail
            ? `${focalPointNames[categoryId - 1]} · ${formatAmount(detail.Impact, unit)} in total`
            : undefined
        }
      />
      {/* Document 2 §8: the impact line's empty state names the line. */}
      {!detail || detail.Contributions.length === 0 ? (
        <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {`No templates can be found under '${name}' category.`}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`Components causing these ${words.positive.toLowerCase()} and ${words.negative.toLowerCase()}, largest first. Open one to change it.`}
          </Typography>
          <ImpactBars
            label={`Components of ${name}`}
            indicatorId={indicatorId}
            unit={unit}
            divisor={6}
            bars={detail.Contributions.map((c, i) => {
              const model = c.DesignTemplateId ? models.get(c.DesignTemplateId) : undefined;
              return model
                ? {
                    key: model.DesignTemplateId,
                    label: model.Name,
                    impact: c.Impact,
                    to: screens.designTemplates.href(structureId, model.ViewIndex),
                  }
                : {
                    key: `none-${i}`,
                    label: 'Whole-of-home loads (no component to change)',
                    impact: c.Impact,
                  };
            })}
          />
        </>
      )}
    </Box>
  );
}
