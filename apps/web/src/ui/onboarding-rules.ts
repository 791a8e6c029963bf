import type { DesignForm } from '@circa/contract/design.schema';

/** The organisation's onboarding message as the design form, results and dashboard carry it. */
export type OnboardingContent = DesignForm['OrgOnboardingContent'];
export type Onboarding = NonNullable<OnboardingContent>;

/**
 * The onboarding message shows when it has a title and content and the user has not read it.
 * Apart from the dialog so a screen can load the dialog only when it will show.
 */
export function shouldShowOnboarding(onboarding: OnboardingContent): onboarding is Onboarding {
  return (
    onboarding !== null &&
    onboarding.OnboardingTitle.trim() !== '' &&
    onboarding.OnboardingContent.trim() !== '' &&
    !onboarding.OnboardingRead
  );
}
