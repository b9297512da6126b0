import type { StaffHotel } from '@yadori/contract/staff-property.schema';

/**
 * The choices of a hotel's payment gateway setting (contract `paymentGatewaySettingSchema`, spec §3's
 * provider names). The console may not import the schema itself (it would bring Zod into its bundle);
 * a `Record` over the contract's type makes the compiler refuse a list that misses or adds a value.
 */
export type GatewaySetting = StaffHotel['settings']['payment_gateway_setting'];
export type GatewayProvider = GatewaySetting['provider'];
export type CardBrand = GatewaySetting['card_brands'][number];

const PROVIDER_SET: Record<GatewayProvider, true> = {
  sandbox: true,
  gmo: true,
  'gmo-paypal': true,
  paygent: true,
  'paygent-paypal': true,
  tappay: true,
  paypal: true,
};
export const GATEWAY_PROVIDERS = Object.keys(PROVIDER_SET) as GatewayProvider[];

const BRAND_SET: Record<CardBrand, true> = { visa: true, master: true, amex: true, jcb: true, diners: true };
export const CARD_BRANDS = Object.keys(BRAND_SET) as CardBrand[];

/** A card brand as cards print it. */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'VISA',
  master: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  diners: 'Diners Club',
};
