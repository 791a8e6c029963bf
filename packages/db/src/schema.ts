import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  AuthThrottleTable,
  EmailVerificationsTable,
  MembershipsTable,
  MessagesTable,
  NullableTimestamp,
  OrganisationsTable,
  PinResetsTable,
  SeedStepsTable,
  SessionsTable,
  SignInAuditTable,
  SignInMethodsTable,
  Timestamp,
  UsersTable,
} from './schema-identity';

/**
 * Table types for Kysely, kept in step with `migrations/*.sql` (the SQL is the source of truth;
 * a DB test checks every column here and in `schema-identity.ts` exists).
 */

export interface LciGroupsTable {
  id: Generated<number>;
  key: string;
  name: string;
}

export interface LciSourcesTable {
  id: Generated<number>;
  key: string;
  lci_group_id: number;
  name: string;
  organisation_id: number | null;
  created_at: Timestamp;
}

export interface ProjectsTable {
  id: Generated<number>;
  organisation_id: number;
  project_type_id: number;
  name: string;
  custom_field_value: Generated<string>;
  custom_field_value2: Generated<string>;
  address: string;
  address_line1: Generated<string>;
  address_line2: Generated<string>;
  state: string;
  postcode: string;
  country: Generated<string>;
  iso_country2: Generated<string>;
  latitude: number;
  longitude: number;
  lci_group_id: number;
  lci_source_id: number;
  project_manager: string;
  developer: string;
  land_area: number | null;
  carbon_savings_id: number | null;
  is_public: Generated<boolean>;
  exclude_from_org_reporting: Generated<boolean>;
  public_share_links_require_approval: Generated<boolean>;
  description: Generated<string>;
  is_prepaid: Generated<boolean>;
  is_preconfigured: Generated<boolean>;
  is_pre_approved_only: Generated<boolean>;
  is_archived: Generated<boolean>;
  notify_lci_source_change: Generated<boolean>;
  lci_source_change_message: Generated<string>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectCoordinatorsTable {
  project_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface ProjectPreApprovedUsersTable {
  id: Generated<number>;
  project_id: number;
  email: string;
  created_at: Timestamp;
  /** When the last invitation was emailed (migration 0017). */
  invited_at: Date | null;
  invited_by: number | null;
}

/** An address removed from a development's pre-approved users: it may not claim lots there. */
export interface ProjectRemovedUsersTable {
  id: Generated<number>;
  project_id: number;
  email: string;
  removed_by: number | null;
  removed_at: Timestamp;
}

/** A lot invitation to an address without an account yet (migration 0018). */
export interface LotInvitationsTable {
  id: Generated<number>;
  structure_id: number;
  email: string;
  access_level: number;
  invited_by: number | null;
  invited_at: Timestamp;
}

/** A request to join an organisation, open until answered (migration 0021, decision 0024). */
export interface OrganisationJoinRequestsTable {
  id: Generated<number>;
  organisation_id: number;
  user_id: number;
  requested_at: Timestamp;
  outcome: 'approved' | 'rejected' | 'withdrawn' | null;
  answered_by: number | null;
  answered_at: Date | null;
}

/** A request for a design's public link, open until an organisation admin answers (0022, decision 0027). */
export interface PublicLinkRequestsTable {
  id: Generated<number>;
  design_id: number;
  structure_id: number;
  organisation_id: number;
  requested_by: number | null;
  requested_at: Timestamp;
  /** Asked to be featured as well (kept on the design once approved). */
  is_feature: boolean;
  outcome: 'approved' | 'rejected' | 'withdrawn' | null;
  answered_by: number | null;
  answered_at: Date | null;
}

/** JSON columns: Kysely reads the parsed value and writes JSON text. */
type Json<T> = ColumnType<T, string, string>;

export interface ProjectTargetsTable {
  id: Generated<number>;
  project_id: number;
  name: Generated<string>;
  indicator_id: number;
  attribute_id: Generated<number>;
  timescale_id: Generated<number>;
  lc_phases: Json<string[]>;
  savings_target: Generated<number>;
  include_on_site_renewable: Generated<boolean>;
  base_price: Generated<number>;
  relative_exchange_rate: Generated<number>;
  currency: Generated<string>;
  is_locked: Generated<boolean>;
  created_at: Timestamp;
}

export interface StructuresTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  address: Generated<string>;
  custom_field_value: Generated<string>;
  description: Generated<string>;
  project_target_id: number | null;
  is_locked: Generated<boolean>;
  is_archived: Generated<boolean>;
  is_design_locked: Generated<boolean>;
  custom_sort_order_active: Generated<number>;
  /** Holds an organisation's baseline or preset made by Create Baseline/Preset (migration 0012). */
  is_library: Generated<boolean>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StructureUsersTable {
  structure_id: number;
  user_id: number;
  access_level: number;
  is_requesting_access: Generated<boolean>;
  created_at: Timestamp;
}

/** What a design row is: a lot's design, or a library baseline or preset. */
export type DesignKind = 'design' | 'baseline' | 'preset';

export interface DesignsTable {
  id: Generated<number>;
  kind: DesignKind;
  structure_id: number | null;
  organisation_id: number | null;
  library_key: string | null;
  baseline_design_id: number | null;
  /** The version of the baseline the lot was built on: its benchmark (migration 0012). */
  baseline_version: ColumnType<number | null, number | null | undefined, number | null>;
  preset_design_id: number | null;
  lci_group_id: number;
  name: string;
  description: Generated<string>;
  function_type_name: string;
  image_url: string | null;
  is_approved: Generated<boolean>;
  is_archived: Generated<boolean>;
  is_submitted: Generated<boolean>;
  is_feature: Generated<boolean>;
  share_permission: Generated<number>;
  design_phase_id: number | null;
  design_purpose_id: number | null;
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  submitted_by: ColumnType<number | null, number | null | undefined, number | null>;
  dwellings: number;
  bedrooms: number;
  bathrooms: number;
  floors: number;
  gross_floor_area: number | null;
  /** The engine's Design (packages/engine design-types), as JSON. */
  design: Json<unknown>;
  version: Generated<number>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A library design's JSON as it was at one version: the benchmark of lots built on it (0012). */
export interface DesignVersionsTable {
  design_id: number;
  version: number;
  design: Json<unknown>;
  created_at: Timestamp;
}

/**
 * A reference document of a design (document 2 "Submit"); the file is in the BlobStore at
 * `blob_key`.
 */
export interface DesignReferencesTable {
  id: Generated<number>;
  design_id: number;
  ref_type_id: number;
  file_name: string;
  blob_key: string;
  content_type: string;
  size_bytes: number;
  uploaded_by: number | null;
  created_at: Generated<Timestamp>;
}

export interface OrganisationBaselinesTable {
  organisation_id: number;
  design_id: number;
}

export interface ProjectBaselinesTable {
  project_id: number;
  design_id: number;
}

/** A template an organisation admin turned off for the organisation (migration 0015). */
export interface OrganisationDisabledTemplatesTable {
  organisation_id: number;
  template_id: string;
  created_by: number | null;
  created_at: Generated<Date>;
}

/** A template turned off for designs built on the baseline held by a library lot (migration 0015). */
export interface BaselineDisabledTemplatesTable {
  structure_id: number;
  template_id: string;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  organisation_id: number;
  project_id: number | null;
  structure_id: number | null;
  account: 'organisation' | 'project';
  amount: number;
  reason: string;
  created_by: number | null;
  created_at: Timestamp;
}

/** A card payment intent for a lot (decision 0007); `amount` in the currency's minor units. */
export interface PaymentsTable {
  id: Generated<number>;
  structure_id: number;
  organisation_id: number;
  provider: Generated<string>;
  intent_id: string;
  amount: number;
  currency: string;
  dwellings: number;
  status: string;
  created_by: number | null;
  created_at: Generated<Timestamp>;
  verified_at: Timestamp | null;
}

/** A payment for a lot's dwellings, by credits or by a verified card payment (migration 0010). */
export interface StructurePaymentsTable {
  id: Generated<number>;
  structure_id: number;
  method: 'credits' | 'card';
  payment_id: number | null;
  dwellings: number;
  /** Dwellings paid before this payment (credits payments: unique per lot, migration 0010). */
  paid_from: Generated<number>;
  paid_by: number | null;
  paid_at: Generated<Timestamp>;
}

export interface OnboardingReadsTable {
  organisation_id: number;
  user_id: number;
  read_at: Timestamp;
}

/** Background jobs (migration 0013, docs/decisions/0018-job-queue.md). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON; null once the job is done or given up (it may carry a secret). */
  payload: ColumnType<unknown, string, string | null>;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: number;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  last_error: string | null;
  done_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  idempotency_key: string | null;
  serial_key: string | null;
  created_at: Timestamp;
}

/** A lot's risk assessment at a submission (migration 0016, docs/methodology.md §19). */
export interface LotRiskAssessmentsTable {
  id: Generated<number>;
  structure_id: number;
  design_id: number;
  design_version: number;
  risk_points: number;
  risk_descriptions: Json<Array<{ RiskPoint: number; Description: string }>>;
  gwp_reduction: number | null;
  assessed_at: Generated<Timestamp>;
  approved_by: number | null;
  approved_at: NullableTimestamp;
  superseded_at: NullableTimestamp;
}

/** A lot or project report: asked for, then made by a job (migration 0023, decision 0028). */
export interface ReportsTable {
  id: Generated<number>;
  /** The share routes' reportLevel: 3 a lot, 2 a project. */
  level: number;
  project_id: number;
  structure_id: number | null;
  report_type_id: number;
  design_id: number | null;
  design_version: number | null;
  version_key: string;
  title: string;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  blob_key: string | null;
  size_bytes: number | null;
  error: string | null;
  created_by: number | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** A submitted design version whose result rows are stored (migration 0024, portfolio analysis). */
export interface StoredResultsTable {
  design_id: number;
  design_version: number;
  /** The development's targets as the engine read them when `targets_achieved` was decided. */
  targets_key: string;
  /** Every target achieved (true), one missed (false), no targets or not assessable (null). */
  targets_achieved: boolean | null;
  /** The indicators it has rows for; written as a PostgreSQL array literal ('{1,2}'). */
  indicator_ids: ColumnType<number[], string, string>;
  written_at: Generated<Timestamp>;
}

/**
 * One indicator's rows of a design version, column-wise: the version's own dictionaries, then per
 * row an index into each and the value (the `rows` JSON of stored_result_rows).
 */
export interface StoredIndicatorRows {
  Modules: string[];
  Categories: string[];
  Materials: string[];
  Module: number[];
  Category: number[];
  Material: number[];
  Value: number[];
}

/** The engine's impact rows of a stored design version and indicator, column-wise (migration 0024). */
export interface StoredResultRowsTable {
  design_id: number;
  design_version: number;
  indicator_id: number;
  rows: Json<StoredIndicatorRows>;
}

/** The whole database, as Kysely sees it. */
export interface Database {
  organisations: OrganisationsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  sign_in_methods: SignInMethodsTable;
  sessions: SessionsTable;
  pin_resets: PinResetsTable;
  email_verifications: EmailVerificationsTable;
  sign_in_audit: SignInAuditTable;
  auth_throttle: AuthThrottleTable;
  messages: MessagesTable;
  seed_steps: SeedStepsTable;
  lci_groups: LciGroupsTable;
  lci_sources: LciSourcesTable;
  projects: ProjectsTable;
  project_coordinators: ProjectCoordinatorsTable;
  project_pre_approved_users: ProjectPreApprovedUsersTable;
  project_removed_users: ProjectRemovedUsersTable;
  project_targets: ProjectTargetsTable;
  structures: StructuresTable;
  structure_users: StructureUsersTable;
  lot_invitations: LotInvitationsTable;
  organisation_join_requests: OrganisationJoinRequestsTable;
  public_link_requests: PublicLinkRequestsTable;
  designs: DesignsTable;
  design_versions: DesignVersionsTable;
  organisation_baselines: OrganisationBaselinesTable;
  design_references: DesignReferencesTable;
  project_baselines: ProjectBaselinesTable;
  organisation_disabled_templates: OrganisationDisabledTemplatesTable;
  baseline_disabled_templates: BaselineDisabledTemplatesTable;
  credit_ledger: CreditLedgerTable;
  payments: PaymentsTable;
  structure_payments: StructurePaymentsTable;
  onboarding_reads: OnboardingReadsTable;
  jobs: JobsTable;
  lot_risk_assessments: LotRiskAssessmentsTable;
  stored_results: StoredResultsTable;
  reports: ReportsTable;
  stored_result_rows: StoredResultRowsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
