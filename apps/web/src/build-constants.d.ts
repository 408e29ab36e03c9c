import type { AccessibilityStatus } from '@voltaire/domain';

declare global {
  /** Set by vite.config.ts when the app is built: `accessibilityStatusOf(rgaaFigures())`. */
  const __ACCESSIBILITY_STATUS__: AccessibilityStatus;
}
