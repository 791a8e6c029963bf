/** The onboarding dialog lives in ui/ (the organisation dashboard shows it too). */
export { OnboardingDialog, shouldShowOnboarding } from '../../../ui/onboarding-dialog';
