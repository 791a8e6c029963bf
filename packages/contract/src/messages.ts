/**
 * Texts shown to users, word for word from the spec (document 1 §5, §8 and §2). Both the web
 * forms and the server's validation use these, so a message never drifts between the two.
 */
export const messages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'Please enter valid email address.',
  weakPassword:
    'The Password is Minimum 8 characters, at least one letter, one number and one special character.',
  passwordsDiffer: 'Please enter two identical passwords',
  // not in the spec: the list check that replaced its composition rule (docs/decisions/0003)
  commonPassword: 'This password is too common. Choose a longer or less predictable one.',
  passwordTooLong: 'The Password is at most 256 characters.',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  phoneRequired: 'Phone Number is required',
  positiveNumber: 'Please enter a value larger than 0.',
  nonNegativeNumber: 'Please enter a number.',
  positiveWholeNumber: 'Please enter a whole number larger than 0.',
  // plausible ranges the spec leaves open (decision 0003, design.schema.ts designRanges)
  ceilingHeightRange: 'Please enter a ceiling height from 2.1 m to 6 m.',
  floorsTooMany: 'Please enter at most 100 floors.',
  grossFloorAreaTooLarge: 'Please enter a gross floor area of at most 10,000,000 m2.',
  noAccountMatch: 'No accounts match the details you entered. Please register',
  // not in the spec: a member blocked in every organisation they belong to (document 3 §4)
  accountBlocked:
    "Your access has been blocked by your organisation's administrator. Contact them to have it restored.",
  restrictedEmail:
    'The email address you entered has been restricted. Please login from the following account',
  invalidServerResponse: 'Invalid response from Server.',
  recoveryFailedTitle: 'Recovery Failed',
  recoveryFailed: 'Too many incorrect pin attempts, you will need to restart the process.',
  tooManyAttempts: 'Too many attempts. Please wait {minutes} minutes and try again.',
  tooManyAttemptsSeconds: 'Too many attempts. Please wait {seconds} seconds and try again.',
  pinInvalid: 'The PIN is 4 letters or digits.',
  imageUnsupported: 'The photo must be a JPEG, PNG, GIF or WebP image.',
  imageTooLarge: 'The photo must be smaller than {megabytes} MB.',
  notFoundPage: '404! - Go home',
  // document 3 §5, §8 (projects, targets, uploads)
  projectTypeRequired: 'Please select project type.',
  projectNameRequired: 'Please enter project name.',
  projectManagerRequired: 'Please enter project manager.',
  developerRequired: 'Please enter developer.',
  // not in the spec: the longest texts the project settings keep (decision 0025)
  projectNameTooLong: 'Please enter a project name of at most 200 characters.',
  projectManagerTooLong: 'Please enter a project manager of at most 200 characters.',
  developerTooLong: 'Please enter a developer of at most 200 characters.',
  landAreaInvalid: 'Please enter a land area from 0 to 1,000,000,000 square metres.',
  carbonSavingRequired: 'Please select carbon saving target.',
  organisationRequired: 'Please select organisation.',
  lciSourceRequired: 'Please select life cycle inventory source.',
  lciGroupRequired: 'Please select life cycle inventory group.',
  projectCreditsInvalid:
    'Project credit balance cannot be negative or more than the available credit.',
  projectCreditsAdminOnly:
    "Only an administrator of the organisation can allocate the organisation's credits to a development.",
  locationFromList: 'Please select location from drop-down list.',
  projectSaveFailed:
    'An issue occurred in processing your request. Check the project settings are correct and are permitted by your organisation. If the issue persists please reach out to support.',
  indicatorRequired: 'Indicator is required.',
  archiveWord: 'ARCHIVE',
  unarchiveWord: 'UNARCHIVE',
  unexpectedError: 'An unexpected error has occurred',
  noConfiguredBaselines: 'Error: No Configured Baselines',
  disabledPreset:
    'Not available for this project. This preset is derived from a baseline that is not enabled in this project.',
  noNearbyDevelopments: 'No {type} within 50km of this location.',
  noDesignsToLoad: 'There are no designs to load',
  noPresetDesignsToLoad: 'There are no preset designs to load',
  noResults: 'No results',
  noFeatureDesigns: 'There are no feature designs to load',
  noOrganisations: 'NOT PART OF ANY ORGANISATIONS',
  noOrganisationBaselines: 'No Organisation Baselines to choose from.',
  noApprovedPresets: 'No Approved Presets to choose from.',
  // document 2 §5 (design entry, components)
  designNameRequired: 'Please enter design name',
  carParkTypeRequired: 'Please select a car park type.',
  validDate: 'Please enter a valid date.',
  gfaTooSmall:
    'The value entered is too small. A building with this number of Dwellings, Bedrooms and Car Spaces should have a Gross Floor Area of at least {n} m2.',
  energyMonitoringRequired: 'Please select an energy monitoring type.',
  thermalRatingRequired: 'Please select a thermal rating.',
  naturalLightRequired: 'Please select natural light.',
  electricitySupplyRequired: 'Please select electricity supply.',
  thermalUnitRequired: 'Please select thermal unit.',
  waterSupplyRequired: 'Please select water supply.',
  // no rainfall data ships, so the rainwater supply options are refused (decision 0016)
  rainwaterSupplyUnavailable:
    'Rainwater supply cannot be assessed yet: Circa has no rainfall data for the site. Choose Mains Supply.',
  waterTreatmentRequired: 'Please select water treatment.',
  showerRequired: 'Please select shower head fittings.',
  toiletsRequired: 'Please select toilets fittings.',
  tapsRequired: 'Please select tapware fittings.',
  washingMachineRequired: 'Please select washing machine.',
  dishwasherRequired: 'Please select dishwasher.',
  gardenTypeRequired: 'Please select garden type.',
  rainwaterPumpRequired: 'Please select rainwater pump type.',
  bedroomsHelper: 'Bedrooms is the total across all dwellings',
  bathroomsHelper: 'Bathrooms is the total across all dwellings and a toilet counts only 0.5',
  carparksHelper: 'Carparks is the total across all dwellings',
  thermalOutOfRange:
    'The values you entered are outside the range for the selected thermal rating, either adjust your entries or change the thermal rating.',
  demandBetweenLimits: 'This number has to be between the lower and upper limits',
  bothAreasRequired:
    'You must enter both Fully Enclosed Covered Area and Unenclosed Covered Area to calculate your Gross Floor Area.',
  areasTooSmall:
    'The sum of Fully Enclosed Covered Area and Unenclosed Covered Area for a building with this number of Dwellings, Bedrooms and Car Spaces should at least be {min} m2.',
  quantityInvalid: 'Quantity must be entered as a valid number.',
  quantityNotPositive: 'Quantity must be above 0. To leave this component out, remove it.',
  hotWaterRequired:
    'Every dwelling needs a hot water system: this change would leave a dwelling without one. Choose another hot water system for this component instead.',
  // the spec requires an attribute on Add (-1 not allowed, 'Other' is 0) without giving words
  attributeRequired: 'Choose an attribute (Other if none fits).',
  templateNotApproved: 'This template is not approved for use by your organisation.',
  templateNameRequired: 'Please enter template name.',
  templateDescriptionRequired: 'Please enter description.',
  templateQuantityRequired: 'Please enter quantity.',
  templateUnitRequired: 'Please enter unit.',
  templatePhoneRequired: 'Please enter phone number.',
  lotAddressRequired: 'Please enter lot address',
  lotInformationRequired: 'Please enter lot information.',
  lotRequestSent:
    'Notification Sent: The email has been sent to notify {org} regarding the availability of your lot.',
  // email verification (docs/security.md "Email verification")
  emailNotVerified: 'Please confirm your email address. We have sent a link to {email}.',
  emailVerified: 'Your email address is confirmed.',
  verificationEmailSent: 'We have sent a new link to {email}.',
  verificationLinkUnknown:
    'This confirmation link is not valid. Sign in and ask for a new link, or copy the whole link from the email.',
  verificationLinkExpired: 'This confirmation link has expired. Sign in and ask for a new link.',
  verificationLinkUsed: 'This confirmation link has already been used. Sign in to continue.',
} as const;

/** Replaces `{name}` placeholders in a message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
