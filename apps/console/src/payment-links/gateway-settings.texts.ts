import type { Locale } from '@yadori/contract/locales';
import type { GatewayProvider } from './gateway-choices.ts';

/** The hotel's payments section of its set-up: the gateway, 3-D Secure and the card brands taken. */
export interface GatewaySettingsTexts {
  title: string;
  intro: string;
  provider: string;
  providerHint: string;
  providers: Record<GatewayProvider, string>;
  offersPayPal: string;
  threeDSecure: string;
  cardBrands: string;
  cardBrandsHint: string;
  noBrand: string;
}

export const GATEWAY_SETTINGS_TEXTS: Record<Locale, GatewaySettingsTexts> = {
  en: {
    title: 'Payments',
    intro:
      'How guests pay online for bookings and payment links. With a gateway that includes PayPal, the payment page offers PayPal besides cards.',
    provider: 'Payment gateway',
    providerHint: 'The gateway the hotel has a contract with.',
    providers: {
      sandbox: 'Sandbox: test payments, no real money',
      gmo: 'GMO Payment Gateway: cards',
      'gmo-paypal': 'GMO Payment Gateway: cards and PayPal',
      paygent: 'PAYGENT: cards',
      'paygent-paypal': 'PAYGENT: cards and PayPal',
      tappay: 'TapPay: cards',
      paypal: 'PayPal: cards and PayPal',
    },
    offersPayPal: 'Guests can also pay with PayPal.',
    threeDSecure: 'Ask card holders to confirm payments with 3-D Secure',
    cardBrands: 'Card brands taken',
    cardBrandsHint: 'Cards of other brands are refused before any payment is attempted.',
    noBrand: 'Choose at least one card brand.',
  },
  ja: {
    title: '決済',
    intro:
      '予約と決済リンクで、ゲストがオンラインで支払う方法です。PayPal を含む決済代行を選ぶと、支払いページでカードに加えて PayPal も選べます。',
    provider: '決済代行会社',
    providerHint: '施設が契約している決済代行会社を選びます。',
    providers: {
      sandbox: 'サンドボックス：テスト決済（実際のお金は動きません）',
      gmo: 'GMO ペイメントゲートウェイ：カード',
      'gmo-paypal': 'GMO ペイメントゲートウェイ：カードと PayPal',
      paygent: 'ペイジェント：カード',
      'paygent-paypal': 'ペイジェント：カードと PayPal',
      tappay: 'TapPay：カード',
      paypal: 'PayPal：カードと PayPal',
    },
    offersPayPal: 'ゲストは PayPal でも支払えます。',
    threeDSecure: 'カード決済で 3D セキュアによる本人認証を求める',
    cardBrands: '利用できるカードブランド',
    cardBrandsHint: 'それ以外のブランドのカードは、決済を試みる前にお断りします。',
    noBrand: 'カードブランドを 1 つ以上選んでください。',
  },
  zh_Hans: {
    title: '付款',
    intro:
      '客人为预订和付款链接在线付款的方式。选择包含 PayPal 的支付网关后，付款页面除银行卡外还可使用 PayPal。',
    provider: '支付网关',
    providerHint: '选择酒店签约的支付网关。',
    providers: {
      sandbox: '沙盒：测试付款，不涉及真实资金',
      gmo: 'GMO Payment Gateway：银行卡',
      'gmo-paypal': 'GMO Payment Gateway：银行卡和 PayPal',
      paygent: 'PAYGENT：银行卡',
      'paygent-paypal': 'PAYGENT：银行卡和 PayPal',
      tappay: 'TapPay：银行卡',
      paypal: 'PayPal：银行卡和 PayPal',
    },
    offersPayPal: '客人也可以使用 PayPal 付款。',
    threeDSecure: '要求持卡人通过 3-D Secure 验证付款',
    cardBrands: '接受的卡组织',
    cardBrandsHint: '其他卡组织的卡会在尝试付款前被拒绝。',
    noBrand: '请至少选择一个卡组织。',
  },
  zh_Hant: {
    title: '付款',
    intro:
      '房客為訂房及付款連結線上付款的方式。選擇包含 PayPal 的金流服務後，付款頁面除信用卡外也可使用 PayPal。',
    provider: '金流服務',
    providerHint: '選擇飯店簽約的金流服務。',
    providers: {
      sandbox: '沙盒：測試付款，不涉及實際金額',
      gmo: 'GMO Payment Gateway：信用卡',
      'gmo-paypal': 'GMO Payment Gateway：信用卡與 PayPal',
      paygent: 'PAYGENT：信用卡',
      'paygent-paypal': 'PAYGENT：信用卡與 PayPal',
      tappay: 'TapPay：信用卡',
      paypal: 'PayPal：信用卡與 PayPal',
    },
    offersPayPal: '房客也可以使用 PayPal 付款。',
    threeDSecure: '要求持卡人以 3-D Secure 驗證付款',
    cardBrands: '接受的信用卡品牌',
    cardBrandsHint: '其他品牌的信用卡會在嘗試付款前被拒絕。',
    noBrand: '請至少選擇一個信用卡品牌。',
  },
  ko: {
    title: '결제',
    intro:
      '게스트가 예약과 결제 링크를 온라인으로 결제하는 방법입니다. PayPal이 포함된 결제 대행사를 고르면 결제 페이지에서 카드 외에 PayPal도 쓸 수 있습니다.',
    provider: '결제 대행사',
    providerHint: '호텔이 계약한 결제 대행사를 고릅니다.',
    providers: {
      sandbox: '샌드박스: 테스트 결제(실제 돈은 오가지 않음)',
      gmo: 'GMO 페이먼트 게이트웨이: 카드',
      'gmo-paypal': 'GMO 페이먼트 게이트웨이: 카드와 PayPal',
      paygent: '페이전트: 카드',
      'paygent-paypal': '페이전트: 카드와 PayPal',
      tappay: 'TapPay: 카드',
      paypal: 'PayPal: 카드와 PayPal',
    },
    offersPayPal: '게스트는 PayPal로도 결제할 수 있습니다.',
    threeDSecure: '카드 결제 시 3D 보안 인증 요청',
    cardBrands: '받는 카드 브랜드',
    cardBrandsHint: '다른 브랜드의 카드는 결제를 시도하기 전에 거절합니다.',
    noBrand: '카드 브랜드를 하나 이상 고르세요.',
  },
};
