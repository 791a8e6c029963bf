import { tinyPdf } from '../test-support/multipart-form';
import { administrationRequests } from './cross-organisation-admin-requests';
import { reportRequests } from './cross-organisation-report-requests';

/** The demo organisation's objects an outsider aims at. */
export interface DemoIds {
  orgId: number;
  projectId: number;
  structureId: number;
  targetId: number;
  designId: number;
  designTemplateId: string;
  templateId: string;
  designRefId: number;
  /** A message an admin of the demo organisation received. */
  messageId: number;
}

/** A call as the cross-organisation tests send it. */
export interface CrossOrganisationRequest {
  id: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

const validLocation = {
  Address: 'Marsden Park NSW 2765',
  Longitude: 150.83,
  Latitude: -33.69,
  Line1: '',
  Line2: '',
  PostCode: '2765',
  State: 'NSW',
  Country: 'Australia',
  ISOCountry2: 'AU',
};

/**
 * A request for every call that names one of the demo organisation's objects, as an outsider
 * would send it with otherwise valid input.
 */
export function requests(demo: DemoIds): CrossOrganisationRequest[] {
  const { orgId, projectId, structureId, targetId, designId, designTemplateId, templateId } = demo;
  const { designRefId } = demo;
  const component = {
    StructureId: structureId,
    Id: designTemplateId,
    TemplateId: templateId,
    AttributeId: 0,
    Quantity: 1,
  };
  const settings = {
    ProjectId: projectId,
    ProjectTypeId: 1,
    ProjectName: 'Taken over',
    Location: validLocation,
    OrganisationId: orgId,
    LciGroupId: 1,
    LciSourceId: 1,
    ProjectManager: 'X',
    Developer: 'Y',
    LandArea: null,
    CarbonSavingsId: 50,
  };
  return [
    { id: 'isRapidOrgAdmin', method: 'GET', url: `/api/isRapidOrgAdmin?orgId=${orgId}` },
    { id: 'getCustomOrgSetting', method: 'GET', url: `/api/getCustomOrgSetting?orgId=${orgId}` },
    { id: 'getOrgLciInfo', method: 'GET', url: `/api/getOrgLciInfo?orgId=${orgId}` },
    { id: 'blockOrgUser', method: 'POST', url: '/api/blockOrgUser', body: { orgId, userId: 1 } },
    { id: 'uploadAccess', method: 'GET', url: `/api/uploadAccess?kind=project&id=${orgId}` },
    { id: 'uploadAccess', method: 'GET', url: `/api/uploadAccess?kind=lot&id=${projectId}` },
    ...administrationRequests(demo),
    ...reportRequests(demo),
    {
      id: 'unblockOrgUser',
      method: 'POST',
      url: '/api/unblockOrgUser',
      body: { orgId, userId: 1 },
    },
    {
      id: 'getLciGroupSource',
      method: 'GET',
      url: `/api/getLciGroupSource?groupId=1&orgId=${orgId}`,
    },
    {
      id: 'getOrgAvailableCredit',
      method: 'GET',
      url: `/api/getOrgAvailableCredit?orgId=${orgId}`,
    },
    { id: 'getOrgDevelopments', method: 'GET', url: `/api/GetOrgDevelopments?orgId=${orgId}` },
    { id: 'newDevelopment', method: 'GET', url: `/api/newdevelopment?orgId=${orgId}` },
    {
      id: 'existingDevelopment',
      method: 'GET',
      url: `/api/existingdevelopment?projectId=${projectId}`,
    },
    {
      id: 'createDevelopment',
      method: 'POST',
      url: '/api/newdevelopment',
      body: { ...settings, ProjectId: 0 },
    },
    { id: 'updateDevelopment', method: 'POST', url: '/api/updatedevelopment', body: settings },
    { id: 'getCostInfo', method: 'GET', url: `/api/getCostInfo?projectId=${projectId}` },
    {
      id: 'developmentProfile',
      method: 'GET',
      url: `/api/developmentProfile?projectId=${projectId}`,
    },
    { id: 'findProject', method: 'GET', url: `/api/findproject?structureId=${structureId}` },
    {
      id: 'isProjectArchived',
      method: 'GET',
      url: `/api/isProjectArchived?projectId=${projectId}`,
    },
    {
      id: 'isProjectAdminCoordinator',
      method: 'GET',
      url: `/api/isProjectAdminCoordinator?projectId=${projectId}`,
    },
    {
      id: 'archiveProject',
      method: 'POST',
      url: '/api/archiveProject',
      body: { projectId, orgId },
    },
    {
      id: 'unarchiveProject',
      method: 'POST',
      url: '/api/unarchiveProject',
      body: { projectId, orgId },
    },
    { id: 'projectTargets', method: 'GET', url: `/api/projecttargets?projectId=${projectId}` },
    {
      id: 'getProjectTargetSelection',
      method: 'GET',
      url: `/api/getProjectTargetSelection?projectId=${projectId}&targetId=${targetId}`,
    },
    {
      id: 'saveProjectTarget',
      method: 'POST',
      url: '/api/saveProjectTarget',
      body: { TargetId: targetId, ProjectId: projectId, IndicatorId: 1, LcPhases: [1] },
    },
    {
      id: 'deleteProjectTarget',
      method: 'POST',
      url: '/api/deleteProjectTarget',
      body: { Id: targetId, ProjectId: projectId },
    },
    { id: 'lots', method: 'GET', url: `/api/lots?projectId=${projectId}` },
    {
      id: 'createLot',
      method: 'POST',
      url: '/api/createLot',
      body: { projectId, address: 'Lot 999' },
    },
    { id: 'lotDetails', method: 'GET', url: `/api/lotDetails?structureId=${structureId}` },
    {
      id: 'saveLotDetails',
      method: 'POST',
      url: '/api/saveLotDetails',
      body: { StructureId: structureId, Address: 'Mine now' },
    },
    {
      id: 'getDesignPhases',
      method: 'GET',
      url: `/api/getDesignPhases?structureId=${structureId}`,
    },
    {
      id: 'getAvailableProjectTargets',
      method: 'GET',
      url: `/api/getAvailableProjectTargets?structureId=${structureId}`,
    },
    { id: 'archiveLot', method: 'POST', url: `/api/lot/archiveStructure/${structureId}` },
    { id: 'unarchiveLot', method: 'POST', url: `/api/lot/unarchiveStructure/${structureId}` },
    {
      id: 'getCustomLotLabel',
      method: 'GET',
      url: `/api/lot/getCustomLotLabel?projectId=${projectId}`,
    },
    {
      id: 'getSupportEmail',
      method: 'GET',
      url: `/api/getSupportEmail?structureId=${structureId}`,
    },
    {
      id: 'sendLotInformationEmail',
      method: 'POST',
      url: '/api/sendLotInformationEmail',
      body: { ProjectId: projectId, LotInformation: 'x' },
    },
    {
      id: 'sendLotRequestedEmail',
      method: 'POST',
      url: '/api/sendLotRequestedEmail',
      body: { structureId, accessLevel: 1 },
    },
    {
      id: 'isLotInitialised',
      method: 'GET',
      url: `/api/lot/isInitialised?structureId=${structureId}`,
    },
    {
      id: 'buildLot',
      method: 'POST',
      url: '/api/lot/buildLot',
      body: { structureId, baseStructureId: 1, presetStructureId: 0 },
    },
    { id: 'baselineDesigns', method: 'GET', url: `/api/baselinedesigns?projectId=${projectId}` },
    { id: 'presetDesigns', method: 'GET', url: `/api/presetdesigns?projectId=${projectId}` },
    { id: 'getLot', method: 'GET', url: `/api/lot?structureId=${structureId}` },
    { id: 'saveDesign', method: 'POST', url: '/api/lot', body: { designId, dwellings: 2 } },
    {
      id: 'getCustomiseGfa',
      method: 'GET',
      url: `/api/lot/getCustomiseGfa?designId=${designId}`,
    },
    {
      id: 'getPredictedGfa',
      method: 'GET',
      url: `/api/lot/getPredictedGfa?designId=${designId}`,
    },
    {
      id: 'updateCustomiseGfa',
      method: 'POST',
      url: '/api/lot/updateCustomiseGfa',
      body: { DesignId: designId, CalculationTypeId: 1, GrossFloorArea: 100 },
    },
    {
      id: 'updateThermalDemands',
      method: 'POST',
      url: '/api/updateThermalDemands',
      body: { designId, thermalRatingId: 70, thermalUnitId: 1, coolingDemand: 1, heatingDemand: 1 },
    },
    {
      id: 'getThermalLimits',
      method: 'GET',
      url: `/api/getThermalLimits?structureId=${structureId}&thermalUnitId=1&thermalRatingId=70`,
    },
    {
      id: 'toggleOnboardingStatus',
      method: 'POST',
      url: '/api/toggleOnboardingStatus',
      body: { orgId },
    },
    {
      id: 'getStructureDrawerSetting',
      method: 'GET',
      url: `/api/getStructureDrawerSetting?structureId=${structureId}`,
    },
    { id: 'resetDesign', method: 'POST', url: `/api/lot/archive/${structureId}` },
    { id: 'customise', method: 'GET', url: `/api/customise?structureId=${structureId}` },
    { id: 'templates', method: 'GET', url: `/api/templates?structureId=${structureId}` },
    {
      id: 'getNestedTemplates',
      method: 'GET',
      url: `/api/getNestedTemplates?structureId=${structureId}&designTemplateId=${designTemplateId}&templateId=${templateId}`,
    },
    {
      id: 'addDesignTemplate',
      method: 'POST',
      url: '/api/addDesignTemplate/',
      body: { ...component, Id: '' },
    },
    {
      id: 'updateDesignTemplate',
      method: 'POST',
      url: '/api/updateDesignTemplate/',
      body: component,
    },
    {
      id: 'deleteDesignTemplate',
      method: 'POST',
      url: '/api/deleteDesignTemplate/',
      body: { StructureId: structureId, Id: designTemplateId },
    },
    {
      id: 'calcTemplatesImpactValue',
      method: 'POST',
      url: '/api/calcTemplatesImpactValue',
      body: { structureId, indicatorId: 1, templateIds: templateId },
    },
    {
      id: 'sendTemplateRequestedEmail',
      method: 'POST',
      url: '/api/sendTemplateRequestedEmail',
      body: {
        StructureId: structureId,
        Name: 'Straw bale wall',
        Description: 'A wall',
        Quantity: '1',
        Unit: 'm2',
        Email: 'someone@example.com',
        Phone: '0400000000',
      },
    },
    {
      id: 'setRapidCustomSortOrderActive',
      method: 'POST',
      url: '/api/setRapidCustomSortOrderActive',
      body: { structureId, viewIndex: 2 },
    },
    {
      id: 'getAvailableIndicators',
      method: 'GET',
      url: `/api/getAvailableIndicators?structureId=${structureId}`,
    },
    { id: 'results', method: 'GET', url: `/api/results?structureId=${structureId}&indicatorId=1` },
    {
      id: 'projectTargetsByStruct',
      method: 'GET',
      url: `/api/projecttargetsbystruct?structureId=${structureId}`,
    },
    {
      id: 'getImpactDetails',
      method: 'GET',
      url: `/api/getImpactDetails?structureId=${structureId}&indicatorId=0`,
    },
    {
      id: 'exportResults',
      method: 'GET',
      url: `/api/exportResults?structureId=${structureId}&format=csv`,
    },
    {
      id: 'pivotTable',
      method: 'GET',
      url: `/api/pivotTable?structureId=${structureId}&indicatorId=1`,
    },
    {
      id: 'toggleLciSourceChangeNotified',
      method: 'POST',
      url: '/api/toggleLciSourceChangeNotified',
      body: { projectId },
    },
    {
      id: 'designSummary',
      method: 'GET',
      url: `/api/submit/design-summary?structureId=${structureId}`,
    },
    {
      id: 'isStructureSubmitted',
      method: 'GET',
      url: `/api/isStructureSubmitted?structureId=${structureId}`,
    },
    {
      id: 'isStructurePaidAndSubmitted',
      method: 'GET',
      url: `/api/isStructurePaidAndSubmitted?structureId=${structureId}`,
    },
    {
      id: 'submitDesign',
      method: 'POST',
      url: '/api/submit-design',
      body: { structureId, designPurposeId: 1, designPhaseId: 1 },
    },
    { id: 'unsubmitDesign', method: 'POST', url: '/api/unsubmit-design', body: { structureId } },
    {
      id: 'deleteDesignRef',
      method: 'POST',
      url: '/api/submit/delete-design-ref',
      body: { designRefId },
    },
    { id: 'downloadDesignRef', method: 'POST', url: '/api/submit/download', body: { designRefId } },
    { id: 'cloneAsBaseline', method: 'POST', url: `/api/lot/cloneasbaseline/${structureId}` },
    { id: 'cloneAsPreset', method: 'POST', url: `/api/lot/cloneaspreset/${structureId}` },
    {
      id: 'sendBaselineRequestedEmail',
      method: 'POST',
      url: '/api/sendBaselineRequestedEmail',
      body: { structureId, supportEmail: 'support@example.com' },
    },
    { id: 'useStructureCredit', method: 'POST', url: `/api/useStructureCredit/${structureId}` },
    {
      id: 'sendCreditApprovalRequestEmail',
      method: 'POST',
      url: '/api/sendCreditApprovalRequestEmail',
      body: { LotId: structureId, Dwellings: 1, MaxCreditsPerLot: 0, RequestInfo: 'Please.' },
    },
    {
      id: 'getPaymentIntent',
      method: 'GET',
      url: `/api/payment/getpaymentIntent?id=${structureId}`,
    },
    {
      id: 'verifyPayment',
      method: 'POST',
      url: '/api/payment/verifypayment',
      body: { structureId, paymentId: 'pi_1' },
    },
    // messages: another user's message is unknown (messages)
    {
      id: 'readMessage',
      method: 'POST',
      url: '/api/readMessage',
      body: { id: demo.messageId, messageType: 1 },
    },
    {
      id: 'archiveMessage',
      method: 'POST',
      url: '/api/archiveMessage',
      body: { id: demo.messageId, messageType: 1 },
    },
  ];
}

/** The multipart calls, most with a file the server would refuse on its own (binary or empty):
 *  the outsider must meet the 404 before anything looks at the file. */
export function multipartRequests(demo: DemoIds): Array<{
  id: string;
  url: string;
  fields: Record<string, string>;
  file: { field: string; name: string; type: string; data: Buffer };
}> {
  const pdf = { field: 'file', name: 'plans.pdf', type: 'application/pdf', data: tinyPdf };
  const empty = { field: 'file', name: 'lots.csv', type: 'text/csv', data: Buffer.alloc(0) };
  const lots = { ...empty, data: Buffer.from('Lot Name,Address\nLot 9,1 Fig St') };
  const binary = { ...pdf, name: 'photo.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]) };
  const project = {
    id: 'uploadProjectFile',
    url: '/api/upload-project-file',
    fields: { orgId: String(demo.orgId) },
  };
  const lot = {
    id: 'uploadLotFile',
    url: '/api/upload-lot-file',
    fields: { projectId: String(demo.projectId) },
  };
  const designRef = {
    id: 'uploadDesignRef',
    url: '/api/submit/upload-design-ref',
    fields: { structureId: String(demo.structureId), refTypeId: '1' },
  };
  return [
    { ...project, file: binary },
    { ...project, file: empty },
    { ...lot, file: binary },
    { ...lot, file: empty },
    { ...lot, file: lots },
    { ...designRef, file: pdf },
  ];
}
