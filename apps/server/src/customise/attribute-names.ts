import { ATTRIBUTE_ID } from '@circa/engine/attributes';

/** Attributes a component's quantity can follow (its driver), with their names; 0 is 'Other'. */
export const driverAttributes: ReadonlyArray<{
  Id: number;
  Description: string;
  IsDisabled: boolean;
}> = [
  { Id: ATTRIBUTE_ID.other, Description: 'Other', IsDisabled: false },
  { Id: ATTRIBUTE_ID.dwellings, Description: 'Dwellings', IsDisabled: false },
  { Id: ATTRIBUTE_ID.bedrooms, Description: 'Bedrooms', IsDisabled: false },
  { Id: ATTRIBUTE_ID.bathrooms, Description: 'Bathrooms', IsDisabled: false },
  { Id: ATTRIBUTE_ID.carparks, Description: 'Car spaces', IsDisabled: false },
  { Id: ATTRIBUTE_ID.floors, Description: 'Floors', IsDisabled: false },
  { Id: ATTRIBUTE_ID.grossFloorArea, Description: 'Gross floor area', IsDisabled: false },
  {
    Id: ATTRIBUTE_ID.conditionedFloorArea,
    Description: 'Conditioned floor area',
    IsDisabled: false,
  },
  { Id: ATTRIBUTE_ID.roofArea, Description: 'Roof area', IsDisabled: false },
  { Id: ATTRIBUTE_ID.occupants, Description: 'Occupants', IsDisabled: false },
];

export function attributeName(id: number): string {
  return driverAttributes.find((a) => a.Id === id)?.Description ?? `Attribute ${id}`;
}
