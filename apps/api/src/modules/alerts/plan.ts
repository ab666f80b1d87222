import {
  ALERT_INTERVAL_DAYS,
  ALERT_PLAN_LIMITS,
  type AlertFrequency,
  type AlertPlan,
  hasAnyRole,
  PDF_ROLES,
} from '@lexfaso/contracts';

/**
 * The plan alerts follow: the access the role gives (as the profile says "Accès Premium"), not the plan an
 * administrator typed, so a premium role always has premium alerts (docs/architecture.md).
 */
export const alertPlanOf = (roles: readonly string[]): AlertPlan =>
  hasAnyRole(roles, PDF_ROLES) ? 'premium' : 'free';

export const alertLimitsOf = (plan: AlertPlan) => ALERT_PLAN_LIMITS[plan];

/** When an alert of this frequency is next due after `from`; null without an alert. */
export function nextAlertAfter(alert: AlertFrequency, from: Date): string | null {
  if (alert === 'none') return null;
  return new Date(from.getTime() + ALERT_INTERVAL_DAYS[alert] * 24 * 3600_000).toISOString();
}
