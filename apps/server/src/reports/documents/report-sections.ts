/**
 * Parts every report shares: the writer set up with its footer, the title page of a lot report,
 * the notes the results carry, and the closing section on methodology, data sources and licences.
 */
import type { LciSource } from '@circa/engine/lci-types';
import { formatNumber, formatReportDate, formatValue } from './report-format';
import type { LotReportSource, ReportProject } from './report-source';
import { drawTable } from './report-table';
import { drawTitlePage } from './report-blocks';
import { METHODOLOGY_VERSION } from './report-types';
import { ReportWriter } from './report-writer';
import { dataSourceLines } from './data-sources';

/** A writer for a report on `project`, its footer naming the method and the LCI source. */
export function reportWriter(options: {
  title: string;
  header: string;
  subject: string;
  createdAt: Date;
  sourceName: string;
}): ReportWriter {
  return new ReportWriter({
    title: options.title,
    header: options.header,
    subject: options.subject,
    createdAt: options.createdAt,
    footer: `${METHODOLOGY_VERSION} · EN 15978 · LCI source ${options.sourceName} · ${formatReportDate(options.createdAt)}`,
  });
}

/** The development's facts for a title page. */
export function projectFacts(project: ReportProject): [string, string][] {
  return [
    ['Development', project.name],
    ['Organisation', project.organisationName],
    ['Address', project.address],
    ['Developer', project.developer],
    ['Project manager', project.projectManager],
  ];
}

/** The title page of a lot report: development, lot, design, benchmark, method and date. */
export function lotTitlePage(w: ReportWriter, source: LotReportSource, kicker: string): void {
  const { lot, project, result } = source;
  const ev = result.evaluation;
  const { design } = result;
  const location = ev.design.location;
  drawTitlePage(w, {
    kicker,
    heading: `${lot.name} · ${design.name}`,
    facts: [
      ...projectFacts(project).slice(0, 2),
      ['Lot', lot.name],
      ...(lot.address && !lot.name.includes(lot.address)
        ? [['Lot address', lot.address] as [string, string]]
        : []),
      ['Design', `${design.name} (version ${design.version})`],
      ['Building type', design.functionTypeName],
      [
        'Dwellings, bedrooms, bathrooms',
        `${design.dwellings} dwelling${design.dwellings === 1 ? '' : 's'}, ${design.bedrooms} bedrooms, ${design.bathrooms} bathrooms`,
      ],
      ['Gross floor area', `${formatValue(ev.resolved.grossFloorArea)} m²`],
      ['Occupants', formatNumber(ev.resolved.occupants, 1)],
      [
        'Location',
        `${location.state} ${location.postcode}, NatHERS climate zone ${location.climateZone}`,
      ],
      ['Occupancy year', String(ev.design.occupancyYear)],
      ['Reference study period', `${ev.referenceStudyPeriod} years`],
      ['Benchmark', result.baselineName ?? 'No baseline: no benchmark'],
      ['LCI source', ev.compiled.source.name],
      ['Method', `${METHODOLOGY_VERSION} (EN 15978)`],
      ['Report date', formatReportDate(source.generatedAt)],
    ],
    status: design.isSubmitted
      ? undefined
      : 'Design Under Review: this design has not been submitted, so its results may still change.',
  });
  w.reserveContents();
}

/** A section listing the notes that belong to the numbers (coverage, currency, approximations). */
export function notesSection(w: ReportWriter, notes: readonly string[]): void {
  if (notes.length === 0) return;
  w.subheading('Notes on these results');
  for (const note of notes) w.note(note);
}

/**
 * The closing section: how the numbers are made (the method and its standards, the benchmark,
 * module D and on-site generation), the LCI source with its data sources and licences, and what
 * is approximate.
 */
export function methodologySection(
  w: ReportWriter,
  source: LciSource,
  referenceStudyPeriod: number,
): void {
  w.section('Methodology, data sources and licences');
  w.subheading('Method');
  w.paragraph(
    `Results are calculated with the ${METHODOLOGY_VERSION}, published in full with every formula, default and source in Circa's methodology (docs/methodology.md). Standards: EN 15978 (life cycle modules, scenarios and reference study period), EN 15804+A1 (indicator set of the material data), ISO 14044 (transparency), the NatHERS Whole of Home National Calculation Method rev 10.1 (operational energy), the National Greenhouse Accounts Factors (emission factors) and WELS / AS/NZS 6400 (water fittings).`,
  );
  w.paragraph(
    `The reference study period is ${referenceStudyPeriod} years. Modules A1–A3, A4, A5, B1, B2, B3, B4, B6, B7 and C1–C4 are assessed; B1 (use) holds the refrigerant leakage of heat pumps and air conditioners only, and B5 is not modelled. Replacements (B4) count the replaced quantity's production, construction and end of life at each replacement year. Module D (benefits and loads beyond the system boundary) is reported separately and is not part of a whole-of-life total unless a target's scope includes it. On-site generation is netted against demand only where stated.`,
  );
  w.paragraph(
    'The benchmark is the design’s baseline evaluated with the same location, dwellings, bedrooms and occupants, its components scaled to the predicted gross floor area, as kept when the lot was built. A target’s reduction is (benchmark - design) / benchmark over the target’s scope, functional unit and timescale; a target is achieved when its reduction, rounded to 0.1 %, is at least the savings target.',
  );
  w.paragraph(
    'An indicator without data in the LCI source is reported as “no data”, never as zero; where only part of a design has data for an indicator, its total says what it leaves out.',
  );
  w.subheading('Life cycle inventory source');
  w.facts([
    ['LCI source', source.name],
    ['Version', source.version],
    ['Description', source.description],
  ]);
  w.subheading('Data sources and licences');
  drawTable(w, {
    columns: [
      { header: 'Source', weight: 2.2 },
      { header: 'Licence', weight: 1.6 },
      { header: 'Attribution', weight: 4 },
      { header: 'Records', weight: 0.8, align: 'right' },
    ],
    rows: dataSourceLines(source).map((line) => ({
      cells: [
        line.source,
        line.licence,
        line.hasApproximations
          ? `${line.attribution} Some records are Circa approximations.`.trim()
          : line.attribution,
        String(line.factorRecords),
      ],
    })),
    fontSize: 7.5,
  });
  w.paragraph(
    'Nothing from EPiC, ICE, AusLCI or Quartz is shipped with Circa. Organisations may import such data as their own LCI source under their own licence. Full attributions: packages/reference-data/SOURCES.md.',
    { size: 8.5, color: '#52606D' },
  );
  w.subheading('What is approximate');
  w.paragraph(
    'Material factors are German (ÖKOBAUDAT) and UK (DESNZ) data used for Australian buildings; star bands other than 6 stars and of climate zones 46–69 are interpolated or taken from a proxy zone; PV yield, pump energy, garden water, transport distances, wastage and some service lives are Circa assumptions. Each is listed with what it rests on in the methodology (§15).',
    { size: 8.5 },
  );
}
