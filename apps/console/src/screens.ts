import type { ComponentType } from 'react';
import { AccountScreen } from './account/account-screen.tsx';
import { FunnelScreen } from './analytics/funnel-screen.tsx';
import { AuditScreen } from './audit/audit-screen.tsx';
import { BrandScreen } from './brand/brand-screen.tsx';
import { HomeScreen } from './home/home-screen.tsx';
import { IntegrationsScreen } from './integrations/integrations-screen.tsx';
import { WebhooksScreen } from './integrations/webhooks-screen.tsx';
import { NoticeFormScreen } from './notices/notice-form-screen.tsx';
import { NoticeListScreen } from './notices/notice-list-screen.tsx';
import { NewPaymentLinkScreen } from './payment-links/new-payment-link-screen.tsx';
import { PaymentLinkListScreen } from './payment-links/payment-link-list-screen.tsx';
import { PaymentLinkScreen } from './payment-links/payment-link-screen.tsx';
import { RatesScreen } from './rates/rates-screen.tsx';
import { ReservationListScreen } from './reservations/reservation-list-screen.tsx';
import { ReservationScreen } from './reservations/reservation-screen.tsx';
import { AnalyticsSettingsScreen } from './setup/analytics-settings-screen.tsx';
import { BrandingScreen } from './setup/branding-screen.tsx';
import { ExtraScreen, ExtrasScreen } from './setup/extras-screens.tsx';
import { HotelSetupScreen, NewHotelScreen } from './setup/hotel-screens.tsx';
import { PlanScreen, PlansScreen } from './setup/plans-screens.tsx';
import { PoliciesScreen, PolicyScreen } from './setup/policies-screens.tsx';
import {
  DiscountScreen,
  PromotionCodeScreen,
  PromotionsScreen,
  TaxBandsScreen,
} from './setup/promotions-screens.tsx';
import { QuestionScreen, QuestionsScreen } from './setup/questions-screens.tsx';
import { RoomTypeScreen, RoomTypesScreen } from './setup/room-types-screens.tsx';
import { StaffScreen } from './staff/staff-screen.tsx';

/**
 * Every signed-in page of the console, by its address under /admin (wouter patterns). Each area adds its
 * own lines; the first match wins, so a fixed address goes before a pattern that would take it.
 */
export const SCREENS: readonly { path: string; component: ComponentType }[] = [
  { path: '/', component: HomeScreen },
  { path: '/hotels/new', component: NewHotelScreen },
  { path: '/hotels/:hotelId/rates', component: RatesScreen },
  { path: '/hotels/:hotelId/setup', component: HotelSetupScreen },
  { path: '/hotels/:hotelId/setup/room-types', component: RoomTypesScreen },
  { path: '/hotels/:hotelId/setup/room-types/new', component: RoomTypeScreen },
  { path: '/hotels/:hotelId/setup/room-types/:roomTypeId', component: RoomTypeScreen },
  { path: '/hotels/:hotelId/setup/plans', component: PlansScreen },
  { path: '/hotels/:hotelId/setup/plans/new', component: PlanScreen },
  { path: '/hotels/:hotelId/setup/plans/:hotelPlanId', component: PlanScreen },
  { path: '/hotels/:hotelId/setup/cancellation-policies', component: PoliciesScreen },
  { path: '/hotels/:hotelId/setup/cancellation-policies/new', component: PolicyScreen },
  { path: '/hotels/:hotelId/setup/cancellation-policies/:policyId', component: PolicyScreen },
  { path: '/hotels/:hotelId/setup/promotions', component: PromotionsScreen },
  { path: '/hotels/:hotelId/setup/promotions/tax-bands', component: TaxBandsScreen },
  { path: '/hotels/:hotelId/setup/promotions/codes/new', component: PromotionCodeScreen },
  { path: '/hotels/:hotelId/setup/promotions/codes/:promotionCodeId', component: PromotionCodeScreen },
  { path: '/hotels/:hotelId/setup/promotions/discounts/new', component: DiscountScreen },
  { path: '/hotels/:hotelId/setup/promotions/discounts/:discountId', component: DiscountScreen },
  { path: '/hotels/:hotelId/setup/extras', component: ExtrasScreen },
  { path: '/hotels/:hotelId/setup/extras/new', component: ExtraScreen },
  { path: '/hotels/:hotelId/setup/extras/:extraId', component: ExtraScreen },
  { path: '/hotels/:hotelId/setup/questions', component: QuestionsScreen },
  { path: '/hotels/:hotelId/setup/questions/new', component: QuestionScreen },
  { path: '/hotels/:hotelId/setup/questions/:questionId', component: QuestionScreen },
  { path: '/hotels/:hotelId/setup/branding', component: BrandingScreen },
  { path: '/hotels/:hotelId/setup/analytics', component: AnalyticsSettingsScreen },
  { path: '/hotels/:hotelId/integrations', component: IntegrationsScreen },
  { path: '/hotels/:hotelId/integrations/webhooks', component: WebhooksScreen },
  { path: '/brand', component: BrandScreen },
  { path: '/hotels/:hotelId/reservations', component: ReservationListScreen },
  { path: '/hotels/:hotelId/reservations/:number', component: ReservationScreen },
  { path: '/hotels/:hotelId/payment-links', component: PaymentLinkListScreen },
  { path: '/hotels/:hotelId/payment-links/new', component: NewPaymentLinkScreen },
  { path: '/hotels/:hotelId/payment-links/:number', component: PaymentLinkScreen },
  { path: '/hotels/:hotelId/funnel', component: FunnelScreen },
  { path: '/hotels/:hotelId/notices', component: NoticeListScreen },
  { path: '/hotels/:hotelId/notices/new', component: NoticeFormScreen },
  { path: '/hotels/:hotelId/notices/:noticeId', component: NoticeFormScreen },
  { path: '/staff', component: StaffScreen },
  { path: '/audit', component: AuditScreen },
  { path: '/account', component: AccountScreen },
];
