import css from './onboarding.css?raw';
import { Onboarding } from './onboarding';
import { ONBOARDING_PROP_RULES, type OnboardingProps } from './props';
import { withStatusRegion } from '../../ui/status-region';
import type { WidgetDefinition } from '../../ui/widget-definition';

/** What the onboarding chunk mounts (sdk/core/widget-table.ts lists the widget). */
export const widget = {
  component: withStatusRegion(Onboarding),
  styles: [css],
  propRules: ONBOARDING_PROP_RULES,
} satisfies WidgetDefinition<OnboardingProps>;
