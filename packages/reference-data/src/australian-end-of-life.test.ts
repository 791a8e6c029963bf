import { compileSource, PROCESS_STRIDE } from '@circa/engine/compiled-source';
import { INDICATOR_COLUMN_COUNT, indicatorColumn } from '@circa/engine/indicators';
import type { LciSource } from '@circa/engine/lci-types';
import type { LifeCycleModule } from '@circa/engine/life-cycle-modules';
import { MODULE_INDEX } from '@circa/engine/life-cycle-modules';
import { describe, expect, it } from 'vitest';
import {
  MINERAL_WITHOUT_END_OF_LIFE_IDS,
  mineralRecoveredShare,
  RECYCLED_MINERAL_PROCESS_IDS,
  timberFateShares,
  withAustralianEndOfLife,
  woodDecomposingShare,
  woodLandfill,
} from './australian-end-of-life';
import { STORED_CARBON_METHODS, withStoredBiogenicCarbon } from './biogenic-carbon';
import { readDataFile } from './data-files';
import { australianEpdSource, starterSource } from './lci-sources';

const published = readDataFile<LciSource>('lci/circa-open-starter-2026.1.json');
const german = withStoredBiogenicCarbon(published);
const australian = withAustralianEndOfLife(german);

/** Sum of the factors a source gives for (process, indicator, module), or undefined. */
function given(source: LciSource, id: string, indicatorId: number, module: LifeCycleModule) {
  const fs = source.processes
    .find((p) => p.id === id)!
    .factors.filter((f) => f.indicatorId === indicatorId && f.module === module);
  return fs.length === 0 ? undefined : fs.reduce((s, f) => s + f.value, 0);
}

/** What the engine evaluates with (GWP without biogenic carbon, methodology §1.1). */
function evaluated(source: LciSource, id: string, indicatorId: number, module: LifeCycleModule) {
  const compiled = compileSource(source);
  const p = compiled.indexById.get(id)!;
  const at = p * PROCESS_STRIDE + MODULE_INDEX[module] * INDICATOR_COLUMN_COUNT;
  return compiled.hasFactor[at + indicatorColumn(indicatorId)] === 1
    ? compiled.factors[at + indicatorColumn(indicatorId)]!
    : null;
}

const PINE = 'timber-softwood-sawn-pine-oekobaudat';
const CONCRETE = 'concrete-readymix-c20-25-oekobaudat';

describe('Australian C&D waste fates (National Waste and Resource Recovery Database 2024)', () => {
  it('splits C&D timber 2022–23 into energy from waste, recycling and landfill', () => {
    // 67,991.3 + 167,718.7 + (249,767.1 + 11,034.4) = 496,511.5 t
    // E = 67,991.3 / 496,511.5 = 0.13694; R = 167,718.7 / 496,511.5 = 0.33779;
    // L = 260,801.5 / 496,511.5 = 0.52527
    const s = timberFateShares();
    expect(s.energyFromWaste).toBeCloseTo(0.13694, 5);
    expect(s.recycled).toBeCloseTo(0.33779, 5);
    expect(s.landfilled).toBeCloseTo(0.52527, 5);
    expect(s.energyFromWaste + s.recycled + s.landfilled).toBeCloseTo(1, 12);
  });

  it('recovers 86.7 % of building and demolition materials', () => {
    // (21,866,536.5 + 83,978.0) / (21,866,536.5 + 83,978.0 + 3,360,702.8) = 0.86722
    expect(mineralRecoveredShare()).toBeCloseTo(0.86722, 5);
  });
});

describe('landfill decay of wood by the NGA method', () => {
  it('implies the decomposing share d from the NGA factor 0.7 t CO2e/t', () => {
    // d = 0.7 / (0.43 × 1.336 × 0.5 × 0.9 × 28) = 0.7 / 7.23845 = 0.096706 (DOCf ≈ 0.1)
    expect(woodDecomposingShare()).toBeCloseTo(0.096706, 6);
  });

  it('turns pine’s stored carbon into a release and methane, by hand', () => {
    // S = 898.333 kg CO2/m³; released d·S = 86.874; carbon decomposed 86.874 × 12/44 = 23.693 kg;
    // CH4 = 23.693 × 1.336 × 0.5 × 0.9 = 14.244 kg; beyond its carbon: 14.244 × (28 − 2.75) = 359.66
    const l = woodLandfill(898.333);
    expect(l.biogenicRelease).toBeCloseTo(86.874, 2);
    expect(l.methane).toBeCloseTo(14.244, 3);
    expect(l.methaneGwpBeyondCarbon).toBeCloseTo(359.66, 1);
    // The same methane as the NGA factor per tonne of degradable carbon: 0.7 / 0.43 × 245.0 kg C / 28
    expect(l.methane * 28).toBeCloseTo((0.7 / 0.43) * 898.333 * (12 / 44), 6);
  });
});

describe('wood products under the Australian end of life', () => {
  // S = 898.333; E = 0.136938, R = 0.337794, L = 0.525268, d = 0.0967058
  it('releases in C3 only the shares burnt and recycled: (E + R)·S = 426.47', () => {
    expect(given(australian, PINE, 24, 'C3')).toBeCloseTo(426.47, 1);
  });

  it('releases in C4 only what decomposes in landfill: L·d·S = 45.63', () => {
    expect(given(australian, PINE, 24, 'C4')).toBeCloseTo(45.63, 1);
  });

  it('keeps the rest stored: the biogenic line ends at −L·(1 − d)·S = −426.23', () => {
    const balance = (['A1-A3', 'C3', 'C4'] as const).reduce(
      (s, m) => s + given(australian, PINE, 24, m)!,
      0,
    );
    expect(balance).toBeCloseTo(-426.23, 1);
  });

  it('counts in GWP the methane beyond its carbon (C4) and the fossil part of burning (C3)', () => {
    // C4: L × 14.244 × 25.25 = 188.92; C3: E × (985.049 − 898.333) = 11.87
    expect(evaluated(australian, PINE, 1, 'C4')).toBeCloseTo(188.92, 1);
    expect(evaluated(australian, PINE, 1, 'C3')).toBeCloseTo(11.87, 1);
  });

  it('credits energy in D only for the share burnt: E × −260.334 = −35.65', () => {
    expect(given(australian, PINE, 1, 'D')).toBeCloseTo(-35.65, 1);
    // other indicators of D scale the same way
    expect(given(australian, PINE, 2, 'D')).toBeCloseTo(
      given(german, PINE, 2, 'D')! * timberFateShares().energyFromWaste,
      6,
    );
  });

  it('leaves C4 of the other indicators as no data, not 0, and C1, C2 as the dataset gives them', () => {
    expect(evaluated(australian, PINE, 2, 'C4')).toBeNull();
    expect(given(australian, PINE, 1, 'C2')).toBe(given(german, PINE, 1, 'C2'));
  });

  it('balances every wood product: biogenic release + stored remainder = S', () => {
    const { landfilled } = timberFateShares();
    const d = woodDecomposingShare();
    for (const id of Object.keys(STORED_CARBON_METHODS)) {
      const stored = -given(australian, id, 24, 'A1-A3')!;
      const released = given(australian, id, 24, 'C3')! + given(australian, id, 24, 'C4')!;
      expect(stored - released, id).toBeCloseTo(landfilled * (1 - d) * stored, 6);
    }
  });
});

describe('mineral products under the Australian end of life', () => {
  it('scales concrete’s recycling by r and landfills the rest, by hand', () => {
    // C3 15.8729 × 0.867225 = 13.765; D −4.8474 × 0.867225 = −4.204;
    // C4 (1 − 0.867225) × 2360 kg × 0.0136414 = 4.2745 kg CO2e per m³
    expect(given(australian, CONCRETE, 1, 'C3')).toBeCloseTo(13.765, 3);
    expect(given(australian, CONCRETE, 1, 'D')).toBeCloseTo(-4.204, 3);
    expect(given(australian, CONCRETE, 1, 'C4')).toBeCloseTo(4.2745, 3);
  });

  it('adds landfill to an existing C4 (ceramic tile, C4 = 0 in the dataset)', () => {
    // (1 − 0.867225) × 18.65 kg × 0.0136414 = 0.033779
    expect(given(australian, 'finishes-ceramic-tile-oekobaudat', 1, 'C4')).toBeCloseTo(0.033779, 5);
  });

  it('gives every listed product a landfill C4 for each indicator it has data for', () => {
    for (const id of RECYCLED_MINERAL_PROCESS_IDS)
      for (const indicator of [1, 2, 4, 6, 7, 9, 10])
        expect(given(australian, id, indicator, 'C4'), `${id} ${indicator}`).toBeGreaterThan(0);
  });
});

describe('mineral products whose dataset has no end of life', () => {
  it('gives concrete roof tiles (per t) the crushed-rock route per kg, by hand', () => {
    // C1 1000 × 0.000658965 = 0.658965; C2 1000 × 0.00255297 = 2.55297;
    // C3 0.867225 × 1000 × 0.00672578 = 5.8327; D 0.867225 × 1000 × −0.00205398 = −1.7813;
    // C4 0.132775 × 1000 × 0.0136414 = 1.8112 kg CO2e per t
    const id = 'roofing-concrete-tile-oekobaudat';
    expect(given(german, id, 1, 'C3')).toBeUndefined();
    expect(given(australian, id, 1, 'C1')).toBeCloseTo(0.658965, 5);
    expect(given(australian, id, 1, 'C2')).toBeCloseTo(2.55297, 4);
    expect(given(australian, id, 1, 'C3')).toBeCloseTo(5.8327, 3);
    expect(given(australian, id, 1, 'D')).toBeCloseTo(-1.7813, 3);
    expect(given(australian, id, 1, 'C4')).toBeCloseTo(1.8112, 3);
  });

  it('leaves none of them without an end of life', () => {
    for (const id of MINERAL_WITHOUT_END_OF_LIFE_IDS)
      for (const m of ['C1', 'C2', 'C3', 'C4', 'D'] as const)
        expect(given(australian, id, 1, m), `${id} ${m}`).toBeDefined();
  });
});

describe('the shipped sources', () => {
  it('apply the Australian end of life to the starter and, through it, the Australian EPD source', () => {
    expect(given(starterSource(), PINE, 24, 'C4')).toBeCloseTo(45.63, 1);
    const epd = australianEpdSource();
    expect(
      epd.processes.some((p) => p.id === PINE && p.factors.some((f) => f.module === 'C4')),
    ).toBe(true);
  });

  it('marks every changed factor approximate and names the database it rests on', () => {
    for (const id of [PINE, CONCRETE]) {
      const process = australian.processes.find((p) => p.id === id)!;
      for (const f of process.factors.filter((x) => ['C3', 'C4', 'D'].includes(x.module))) {
        const record = australian.provenance[f.provenance]!;
        expect(record.isApproximate, `${id} ${f.module}`).toBe(true);
        expect(record.table).toContain('National Waste and Resource Recovery Database 2024');
      }
    }
  });

  it('keeps the dataset a scaled factor comes from in its provenance', () => {
    const c3 = australian.processes
      .find((p) => p.id === CONCRETE)!
      .factors.find((f) => f.indicatorId === 1 && f.module === 'C3')!;
    expect(australian.provenance[c3.provenance]!.table).toContain(
      'UUID 9702d9ab-2af2-4fdc-9d99-225583a9ffb7',
    );
  });

  it('is applied once', () => {
    expect(withAustralianEndOfLife(australian)).toBe(australian);
  });
});
