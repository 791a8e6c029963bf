import type {
  DesignTemplateLine,
  NestedTemplate,
  TemplateLine,
} from '@circa/contract/customise.schema';

/** A component as /customise answers it. */
export function componentLine(overrides: Partial<DesignTemplateLine> = {}): DesignTemplateLine {
  return {
    Id: 'dt-slab',
    StructureId: 21,
    TemplateId: 't-slab',
    TemplateAttributeIds: [8],
    SortOrder: 1,
    Name: 'Concrete slab',
    CategoryName: 'Substructure',
    AttributeId: 8,
    AttributeName: 'Gross Floor Area',
    Quantity: 200,
    PredictedQuantity: 200,
    IsWithinPrediction: true,
    Unit: 'm2',
    StandardUnit: 'm2',
    AutoCalc: true,
    LockEdits: false,
    LockNestedTemplates: false,
    NestedTemplates: [],
    IsInOrgTemplate: true,
    Impact: 12000,
    Impact2: 20,
    ...overrides,
  };
}

export const views = [
  { Name: 'Structure', SortOrder: 1 },
  { Name: 'Appliances', SortOrder: 2 },
  { Name: 'Water', SortOrder: 3 },
];

export type CustomiseAnswer = {
  DesignTemplates: DesignTemplateLine[];
  IsPaid: boolean;
  CustomiseViews: { Name: string; SortOrder: number }[];
  IsDesignLocked: boolean;
  IsReadOnly: boolean;
  ReadOnlyReason: 'access' | 'archived' | 'submitted' | 'locked' | null;
  IsOrgAdmin: boolean;
  LCIGroupId: number;
  RapidCustomSortOrderActive: number;
  AnyTemplateOutsideOrg: boolean;
};

/** A /customise answer: three components in view 1, one in view 2, none in view 3. */
export function customiseAnswer(overrides: Partial<CustomiseAnswer> = {}): CustomiseAnswer {
  return {
    DesignTemplates: [
      componentLine({
        NestedTemplates: [...slabNested].reverse().map((n, i) => ({ ...n, SortOrder: 2 - i })),
      }),
      componentLine({
        Id: 'dt-frame',
        TemplateId: 't-frame',
        Name: 'Timber frame',
        CategoryName: 'Structure',
        Impact: 3000,
        Impact2: 5,
        Quantity: 180,
        PredictedQuantity: 150,
        IsWithinPrediction: false,
      }),
      componentLine({
        Id: 'dt-roof',
        TemplateId: 't-roof',
        Name: 'Steel roof',
        CategoryName: 'Roof',
        Impact: 6500,
        Impact2: 10.8,
        LockEdits: true,
      }),
      componentLine({
        Id: 'dt-fridge',
        TemplateId: 't-fridge',
        SortOrder: 2,
        Name: 'Fridge',
        CategoryName: 'Appliances',
        AttributeId: 1,
        AttributeName: 'Dwellings',
        Unit: 'item',
        Quantity: 1,
        PredictedQuantity: 1,
        Impact: 900,
        Impact2: 1.5,
      }),
    ],
    IsPaid: true,
    CustomiseViews: views,
    IsDesignLocked: false,
    IsReadOnly: false,
    ReadOnlyReason: null,
    IsOrgAdmin: false,
    LCIGroupId: 1,
    RapidCustomSortOrderActive: 1,
    AnyTemplateOutsideOrg: false,
    ...overrides,
  };
}

export function templateLine(overrides: Partial<TemplateLine> = {}): TemplateLine {
  return {
    Id: 't-slab',
    Name: 'Concrete slab',
    Description: 'Reinforced concrete slab on ground, 100 mm',
    PrimaryCategory: 'Substructure',
    PrimaryCategoryId: 10,
    Quantity: 1,
    Image: null,
    Unit: 'm2',
    StandardUnit: 'm2',
    AttributeIds: [8],
    LCIGroupId: 1,
    ElementGroupEnums: [1],
    ImpactValue: null,
    IsSelected: true,
    ViewSortOrder: 1,
    ...overrides,
  };
}

/** A /templates answer. */
export function templatesAnswer() {
  return {
    Templates: [
      templateLine(),
      templateLine({
        Id: 't-slab-low',
        Name: 'Low-carbon slab',
        Description: 'Slab with 40% slag cement',
      }),
      templateLine({
        Id: 't-frame',
        Name: 'Timber frame',
        PrimaryCategory: 'Structure',
        AttributeIds: [8, 54],
      }),
      templateLine({
        Id: 't-roof',
        Name: 'Steel roof',
        PrimaryCategory: 'Roof',
        AttributeIds: [55],
      }),
      templateLine({
        Id: 't-pier',
        Name: 'Timber piers',
        PrimaryCategory: 'Substructure',
        AttributeIds: [1],
        Unit: 'item',
      }),
      templateLine({
        Id: 't-fridge',
        Name: 'Fridge',
        PrimaryCategory: 'Appliances',
        AttributeIds: [1],
        Unit: 'item',
        ViewSortOrder: 2,
      }),
    ],
    Attributes: [
      { Id: 1, Description: 'Dwellings', IsDisabled: false },
      { Id: 8, Description: 'Gross Floor Area', IsDisabled: false },
      { Id: 54, Description: 'Floors', IsDisabled: false },
      { Id: 55, Description: 'Roof Area', IsDisabled: false },
    ],
    ElementCategories: [
      { Id: 10, Name: 'Substructure', ViewSortOrder: 1 },
      { Id: 11, Name: 'Appliances', ViewSortOrder: 2 },
    ],
  };
}

export const slabNested: NestedTemplate[] = [
  { TemplateId: 't-mesh', Name: 'Steel mesh', Unit: 'kg', Quantity: 3.2, SortOrder: 1 },
  { TemplateId: 't-membrane', Name: 'Vapour membrane', Unit: 'm2', Quantity: 1.1, SortOrder: 2 },
];
