import type { CrossOrganisationRequest, DemoIds } from './cross-organisation-requests';

/**
 * The administration calls (organisation settings, template and baseline enablement, users and
 * risk, coordinators and pre-approved users, lot collaborators), as an outsider would send them
 * naming the demo organisation's objects with otherwise valid input.
 */
export function administrationRequests(demo: DemoIds): CrossOrganisationRequest[] {
  const { orgId, projectId, structureId, designId, templateId } = demo;
  return [
    // portfolio analysis (analysis/portfolio)
    { id: 'orgPortfolio', method: 'GET', url: `/api/orgPortfolio?orgId=${orgId}` },
    {
      id: 'developmentPortfolio',
      method: 'GET',
      url: `/api/developmentPortfolio?projectId=${projectId}`,
    },
    // template and baseline enablement (org-library)
    {
      id: 'allSelectableOrgTemplates',
      method: 'GET',
      url: `/api/allSelectableOrgTemplates?orgId=${orgId}`,
    },
    {
      id: 'updateOrgTemplate',
      method: 'POST',
      url: '/api/updateOrgTemplate/',
      body: { OrgId: orgId, TemplateIds: [templateId], IsSelected: false },
    },
    {
      id: 'allSelectableBaselineTemplates',
      method: 'GET',
      url: `/api/allSelectableBaselineTemplates?structureId=${structureId}`,
    },
    {
      id: 'updateBaselineTemplate',
      method: 'POST',
      url: '/api/updateBaselineTemplate/',
      body: { StructureId: structureId, TemplateIds: [templateId], IsSelected: false },
    },
    { id: 'completeOrgBaselines', method: 'GET', url: `/api/CompleteOrgBaselines?orgId=${orgId}` },
    {
      id: 'completeProjectBaselines',
      method: 'GET',
      url: `/api/CompleteProjectBaselines?projectId=${projectId}`,
    },
    {
      id: 'completeBaselineDesigns',
      method: 'GET',
      url: `/api/CompleteBaselineDesigns?projectId=${projectId}`,
    },
    {
      id: 'completePresetDesigns',
      method: 'GET',
      url: `/api/CompletePresetDesigns?projectId=${projectId}`,
    },
    {
      id: 'setOrganisationBaselineDesign',
      method: 'POST',
      url: '/api/setorganisationbaselinedesign',
      body: { orgId, designIds: [designId], isEnabled: false },
    },
    {
      id: 'setProjectBaselineDesign',
      method: 'POST',
      url: '/api/setProjectBaselineDesign',
      body: { projectId, designIds: [designId], isEnabled: false },
    },
    // organisation users and lot risk (org-users)
    { id: 'orgUsers', method: 'GET', url: `/api/orgUsers?orgId=${orgId}` },
    { id: 'orgJoinRequests', method: 'GET', url: `/api/orgJoinRequests?orgId=${orgId}` },
    { id: 'orgLotRisks', method: 'GET', url: `/api/orgLotRisks?orgId=${orgId}` },
    {
      id: 'markSafeLotRisk',
      method: 'POST',
      url: '/api/markSafeLotRisk',
      body: { StructureId: structureId },
    },
    // coordinators, pre-approved users and user lots (project-people)
    {
      id: 'projectCoordinators',
      method: 'GET',
      url: `/api/projectCoordinators?projectId=${projectId}`,
    },
    {
      id: 'addProjectCoordinator',
      method: 'POST',
      url: '/api/addProjectCoordinator',
      body: { projectId, userId: 1 },
    },
    {
      id: 'removeProjectCoordinator',
      method: 'POST',
      url: '/api/removeProjectCoordinator',
      body: { projectId, userId: 1 },
    },
    { id: 'projectUsers', method: 'GET', url: `/api/projectUsers?projectId=${projectId}` },
    {
      id: 'setProjectPreApprovedOnly',
      method: 'POST',
      url: '/api/setProjectPreApprovedOnly',
      body: { projectId, flag: true },
    },
    {
      id: 'addProjectPreApprovedUser',
      method: 'POST',
      url: '/api/addProjectPreApprovedUser',
      body: { projectId, email: 'taken@over.example' },
    },
    {
      id: 'removeProjectPreApprovedUser',
      method: 'POST',
      url: '/api/removeProjectPreApprovedUser',
      body: { projectId, preApprovedUserId: 1 },
    },
    {
      id: 'resendPreApprovalEmail',
      method: 'POST',
      url: '/api/resendPreApprovalEmail',
      body: { projectId, preApprovedUserId: 1 },
    },
    {
      id: 'getProjectUserLots',
      method: 'GET',
      url: `/api/getProjectUserLots?projectId=${projectId}&email=admin%40example.com`,
    },
    { id: 'projectLots', method: 'GET', url: `/api/projectLots?projectId=${projectId}` },
    // a lot's collaborators and access requests (lot-collaborators)
    {
      id: 'lotCollaborators',
      method: 'GET',
      url: `/api/lotCollaborators?structureId=${structureId}`,
    },
    {
      id: 'addLotCollaborator',
      method: 'POST',
      url: '/api/addLotCollaborator',
      body: { structureId, email: 'taken@over.example', structureUserTypeId: 1 },
    },
    {
      id: 'editLotCollaborator',
      method: 'POST',
      url: '/api/editLotCollaborator',
      body: { structureId, userId: 1, structureUserTypeId: 2 },
    },
    {
      id: 'removeLotCollaborator',
      method: 'POST',
      url: '/api/removeLotCollaborator',
      body: { structureId, userId: 1 },
    },
    {
      id: 'cancelLotInvitation',
      method: 'POST',
      url: '/api/cancelLotInvitation',
      body: { structureId, invitationId: 1 },
    },
    {
      id: 'approveRequestLot',
      method: 'POST',
      url: '/api/approveRequestLot',
      body: { structureId, requestLotId: 1 },
    },
    {
      id: 'rejectRequestLot',
      method: 'POST',
      url: '/api/rejectRequestLot',
      body: { structureId, requestLotId: 1 },
    },
    // sharing and public-link approval (sharing)
    {
      id: 'lotShareDetails',
      method: 'GET',
      url: `/api/share/lotShareDetails?structureId=${structureId}`,
    },
    {
      id: 'projectShareDetails',
      method: 'GET',
      url: `/api/share/projectShareDetails?projectId=${projectId}`,
    },
    {
      id: 'updateShare',
      method: 'POST',
      url: '/api/share/update',
      body: { StructureId: structureId, IsFeature: true, SharePermission: 1 },
    },
    {
      id: 'canCreatePublicLink',
      method: 'GET',
      url: `/api/canCreatePublicLink?structureId=${structureId}`,
    },
    {
      id: 'requestPublicLink',
      method: 'POST',
      url: '/api/requestPublicLink',
      body: { structureId },
    },
    { id: 'publicLinkRequests', method: 'GET', url: `/api/publicLinkRequests?orgId=${orgId}` },
    {
      id: 'approvePublicLink',
      method: 'POST',
      url: '/api/approvePublicLink',
      body: { requestId: 1 },
    },
    {
      id: 'rejectPublicLink',
      method: 'POST',
      url: '/api/rejectPublicLink',
      body: { requestId: 1 },
    },
    // organisation settings, onboarding and dashboard (org-settings)
    {
      id: 'getOrgSettingsDetails',
      method: 'GET',
      url: `/api/getOrgSettingsDetails?orgId=${orgId}`,
    },
    {
      id: 'saveOrgSettingsDetails',
      method: 'POST',
      url: '/api/saveOrgSettingsDetails',
      body: {
        Id: orgId,
        SupportEmail: '',
        CustomDevelopmentLabel: '',
        CustomDevelopmentLabel2: '',
        CustomLotLabel: '',
        CustomDesignLabel: '',
        LciGroupId: null,
        LciSourceId: null,
        ForceDefaultLCIGroup: false,
        ForceDefaultLCISource: false,
        ThermalUnitId: 1,
        MaxCreditsPerLot: null,
        RequireProjectCreditAllocation: false,
      },
    },
    {
      id: 'getOrgOnboardingDetails',
      method: 'GET',
      url: `/api/getOrgOnboardingDetails?orgId=${orgId}`,
    },
    {
      id: 'saveOrgOnboardingDetails',
      method: 'POST',
      url: '/api/saveOrgOnboardingDetails',
      body: { id: orgId, title: 'Taken over', content: '' },
    },
    {
      id: 'resetOnboardingStatus',
      method: 'POST',
      url: '/api/resetOnboardingStatus',
      body: { orgId },
    },
    { id: 'getOrgDashboard', method: 'GET', url: `/api/getOrgDashboard?orgId=${orgId}` },
  ];
}
