import { z } from 'zod';

/**
 * The public design performance page /feed/{id} (document 2 §2 "Public design performance page",
 * §3 "Public design performance"). Everything here is what the design's owner made public:
 * never an email address, a cost, or another lot of the development.
 */

/** The id part of /feed/{id}: a base36 design id (`fromBase36DesignId`). */
export const designPerformanceQuerySchema = z.object({
  id: z
    .string({ error: 'Please give the design id of the link.' })
    .trim()
    .min(1, 'Please give the design id of the link.')
    .max(20, 'This is not a design link.'),
});
export type DesignPerformanceQuery = z.infer<typeof designPerformanceQuerySchema>;

/** The summary card types of document 2 §3 ("Summary card types"). */
export const summaryCardTypes = [
  'TreesPlanted',
  'CarsRemoved',
  'CO2Removed',
  'Cheeseburgers',
  'BottlesOfBeer',
  'GlassesOfWine',
] as const;

/** One equivalence of the emissions avoided (engine `summaryCards`; document 2 §9). */
export const summaryCardSchema = z.object({
  Type: z.enum(summaryCardTypes),
  /** Trees planted, car-years, balloons of CO2, cheeseburgers, six-packs, bottles of wine. */
  Value: z.number(),
});
export type SummaryCard = z.infer<typeof summaryCardSchema>;

/** An environmental strategy: a component the design uses that its benchmark does not. */
export const strategySchema = z.object({
  Title: z.string(),
  Description: z.string(),
  ImageUrl: z.string().nullable(),
});
export type Strategy = z.infer<typeof strategySchema>;

/** One target of the development as a line of the compliance checklist. */
export const complianceCheckSchema = z.object({
  /** Indicator and life cycle stages, e.g. "Global Warming Potential A1-C4". */
  Name: z.string(),
  /** Savings target, percent. */
  SavingsTarget: z.number(),
  /** Reduction against the benchmark, percent to 0.1 (negative: an increase); null: no data. */
  Reduction: z.number().nullable(),
  IsAchieved: z.boolean(),
});
export type ComplianceCheck = z.infer<typeof complianceCheckSchema>;

/** How the LCA behind the figures was made (the "LCA study" of the information section). */
export const lcaStudySchema = z.object({
  /** Standards the method follows (document 2 §9): ISO 14044 and EN 15978. */
  Standards: z.array(z.string()),
  /** Reference study period, years. */
  ReferenceStudyPeriod: z.number(),
  /** Life cycle modules of the whole-life figures, e.g. "A1-C4". */
  Scope: z.string(),
  /** The LCI source the design was evaluated with. */
  LciSourceName: z.string(),
});

/** Tags a shared link's preview reads (title, description, image). */
export const pageMetaDataSchema = z.object({
  Title: z.string(),
  Description: z.string(),
  /** The design's image, else null (the app's icon is used). */
  ImageUrl: z.string().nullable(),
});
export type PageMetaData = z.infer<typeof pageMetaDataSchema>;

/**
 * GET /DesignPerformance: the public performance of one design. Figures are the design's global
 * warming potential over its whole life (A1-C4, with on-site generation) against its benchmark,
 * from the same evaluation as the results screens.
 */
export const designPerformanceSchema = z.object({
  MetaData: pageMetaDataSchema,
  DesignId: z.int32(),
  /** The base36 id of the page's link. */
  FeedId: z.string(),
  DesignName: z.string(),
  ImageUrl: z.string().nullable(),
  /** The lot's address. */
  Address: z.string(),
  DesignFunctionName: z.string(),
  /** Gross floor area, m². */
  Size: z.number().nullable(),
  /** State and postcode of the development, e.g. "VIC 3000". */
  Location: z.string(),
  /** Not collected by Circa: null. */
  Architect: z.string().nullable(),
  /** The organisation the design was made in. */
  BuildingFirm: z.string(),
  /** The development's developer, when entered. */
  Developer: z.string().nullable(),
  Company: z.string(),
  CompanyLogo: z.string().nullable(),
  /** Who submitted the design (else who made it): first and last name only. */
  UserName: z.string(),
  /** That person's photo, when they gave one. */
  ProfilePictureUrl: z.string().nullable(),
  /** Not collected by Circa: null. */
  Profession: z.string().nullable(),
  Strategies: z.array(strategySchema),
  /** kg CO2e the design avoids against its benchmark over its life (negative: adds); null: no data. */
  LifeCycleCO2Savings: z.number().nullable(),
  /** Percent improvement against the benchmark to 0.1 (negative: an increase); null: no data. */
  PercentImprovement: z.number().nullable(),
  /** t CO2e avoided (LifeCycleCO2Savings / 1000); null: no data. */
  GreenhouseGasAvoided: z.number().nullable(),
  /** kg CO2e over the life of the design and of its benchmark. */
  DesignCO2: z.number().nullable(),
  BenchmarkCO2: z.number().nullable(),
  /** Equivalences of the emissions avoided; empty unless some are avoided. */
  SummaryCards: z.array(summaryCardSchema),
  /** Designs in Circa are all from this product (no certifier details are shown). */
  IsCirca: z.boolean(),
  /** False shows the 'Design Under Review' watermark. */
  IsSubmitted: z.boolean(),
  ShowLcaReportSection: z.boolean(),
  ShowComplianceReportSection: z.boolean(),
  LcaStudy: lcaStudySchema,
  ComplianceChecks: z.array(complianceCheckSchema),
  QualityChecksTotal: z.int32(),
  QualityChecksPassed: z.int32(),
});
export type DesignPerformance = z.infer<typeof designPerformanceSchema>;

/**
 * The id of the `<script type="application/json">` element in which the server writes a public
 * design's answer into /feed/{id}'s HTML, for the page to draw without asking again.
 */
export const embeddedAnswerElementId = 'circa-design-performance';

/** The watermark of an unsubmitted design (document 2 §2). */
export const designUnderReviewText = 'Design Under Review';

/** The refusal of a design that is not public (document 2 §8). */
export const accessDeniedText = 'Access denied';
