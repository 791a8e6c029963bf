import type { Evaluation } from '@circa/engine/evaluation-types';
import { INDICATOR_ID } from '@circa/engine/indicators';
import type { DataQualityFigure } from '@circa/reference-data/data-quality';
import { dataQualityFigures, GEOGRAPHY_NAMES } from '@circa/reference-data/data-quality';

const percent = (share: number) => Math.round(share * 100);

/** Australian, overseas and unplaced whole percents that add up to 100. */
function split(figure: DataQualityFigure) {
  const australian = percent(figure.australian);
  const notPlaced = percent(figure.notPlaced);
  return { australian, notPlaced, overseas: Math.max(0, 100 - australian - notPlaced) };
}

/**
 * How much of a GWP figure rests on Australian data, on overseas data and on approximations
 * (docs/methodology.md §15.1), for the whole life (A1–C4) and upfront (A1–A5), in whole percents
 * of the figure's parts counted by size; on-site generation left out. Undefined for another
 * indicator or a design without GWP.
 */
export function dataQualityNote(ev: Evaluation, indicatorId: number): string | undefined {
  if (indicatorId !== INDICATOR_ID.globalWarmingPotential) return undefined;
  const { wholeLife, upfront } = dataQualityFigures(ev);
  if (wholeLife.gross === 0) return undefined;
  const whole = split(wholeLife);
  const countries = wholeLife.overseasBy
    .filter((x) => percent(x.share) > 0)
    .map((x) => `${GEOGRAPHY_NAMES[x.geography]} ${percent(x.share)} %`);
  const unplaced = whole.notPlaced > 0 ? `, ${whole.notPlaced} % on data Circa cannot place` : '';
  let text =
    `Data quality: ${whole.australian} % of this whole-life figure rests on Australian data, ` +
    `${whole.overseas} % on overseas data${countries.length ? ` (${countries.join(', ')})` : ''}` +
    `${unplaced}; ${percent(wholeLife.approximate)} % on approximations.`;
  if (upfront.gross > 0) {
    const up = split(upfront);
    text +=
      ` Upfront (A1–A5): ${up.australian} % Australian, ${up.overseas} % overseas` +
      `${up.notPlaced > 0 ? `, ${up.notPlaced} % not placed` : ''}; ` +
      `${percent(upfront.approximate)} % approximations.`;
  }
  return text;
}
