import type { Locale } from '@yadori/contract/locales';
import type { PromotionCodeStatus, PromotionCodeType } from '@yadori/contract/staff-promotions.constants';

/** The hotel's discounts, promotion codes and accommodation tax bands: lists and forms. */
export interface PromotionsTexts {
  title: string;
  backToList: string;
  codesHeading: string;
  discountsHeading: string;
  taxHeading: string;
  addCode: string;
  addDiscount: string;
  editTaxBands: string;
  noCodes: string;
  noDiscounts: string;
  noTaxBands: string;
  couponsOff: string;
  newCodeTitle: string;
  newDiscountTitle: string;
  codeNotFound: string;
  discountNotFound: string;
  names: string;
  namesHint: string;
  code: string;
  codeHint: string;
  codeType: string;
  codeTypes: Record<PromotionCodeType, string>;
  kind: string;
  kinds: { percentage: string; amount: string };
  percentage: string;
  amountIn: (currency: string) => string;
  off: (value: string) => string;
  validFrom: string;
  validUntil: string;
  validHint: string;
  period: string;
  usageLimit: string;
  usageLimitHint: string;
  uses: string;
  usesOf: (used: number, limit: number | null) => string;
  firstNights: string;
  firstNightsHint: string;
  plans: string;
  plansHint: string;
  status: string;
  statuses: Record<PromotionCodeStatus, string>;
  usedFixed: string;
  /** The code form's part that switches guests' use of a stored code off or back on. */
  switchTitle: string;
  deactivate: string;
  deactivateHint: string;
  deactivated: string;
  reactivate: string;
  reactivateHint: string;
  reactivated: string;
  remove: string;
  confirmRemove: string;
  cancel: string;
  removed: string;
  discountType: string;
  discountTypes: { special: string; rounding: string };
  roundingUnit: string;
  roundingSummary: (unit: string) => string;
  plan: string;
  allPlans: string;
  minNights: string;
  minNightsHint: string;
  stayStartsOn: string;
  stayEndsOn: string;
  stayHint: string;
  conditions: string;
  nightsAtLeast: (nights: number) => string;
  taxTitle: string;
  taxHint: string;
  bandFrom: (n: number) => string;
  bandTax: (n: number) => string;
  addBand: string;
  removeBand: (n: number) => string;
  bandRange: (from: string, to: string | null) => string;
  taxPerPerson: string;
  priceRange: string;
  create: string;
  created: string;
}

export const PROMOTIONS_TEXTS: Record<Locale, PromotionsTexts> = {
  en: {
    title: 'Coupons and discounts',
    backToList: 'All coupons and discounts',
    codesHeading: 'Promo codes and coupons',
    discountsHeading: 'Discounts',
    taxHeading: 'Accommodation tax',
    addCode: 'Add a code',
    addDiscount: 'Add a discount',
    editTaxBands: 'Edit tax bands',
    noCodes: 'No promo codes or coupons yet.',
    noDiscounts: 'No discounts yet.',
    noTaxBands: 'No accommodation tax is charged.',
    couponsOff:
      "Coupons are switched off in this hotel's settings: guests cannot use coupons until they are switched on.",
    newCodeTitle: 'New code',
    newDiscountTitle: 'New discount',
    codeNotFound: 'This code does not exist.',
    discountNotFound: 'This discount does not exist.',
    names: 'Name',
    namesHint: 'In at least one language.',
    code: 'Code',
    codeHint: 'Letters, digits, "-" and "_". Guests may type it in any case.',
    codeType: 'Type',
    codeTypes: { promo: 'Promo code', coupon: 'Coupon' },
    kind: 'Discount',
    kinds: { percentage: 'Percentage off', amount: 'Amount off per room and stay' },
    percentage: 'Percentage (%)',
    amountIn: (currency) => `Amount (${currency})`,
    off: (value) => `${value} off`,
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    validHint: "Booking dates, in the hotel's time zone.",
    period: 'Valid',
    usageLimit: 'Usage limit',
    usageLimitHint: 'Leave empty for no limit.',
    uses: 'Used',
    usesOf: (used, limit) => (limit === null ? `${used}` : `${used} of ${limit}`),
    firstNights: 'Only the first nights',
    firstNightsHint: 'Discount only this many nights at the start of a stay; leave empty for every night.',
    plans: 'Plans',
    plansHint: 'None chosen: every plan.',
    status: 'Status',
    statuses: {
      deactivated: 'Deactivated',
      scheduled: 'Not yet valid',
      active: 'Active',
      ended: 'Ended',
      used_up: 'Limit reached',
    },
    usedFixed: 'This code has been used in bookings, so its code and type are fixed.',
    switchTitle: 'Use by guests',
    deactivate: 'Deactivate',
    deactivateHint:
      'Guests can no longer use it from now on: they are told the code is not valid. Its period and uses are kept, and bookings already made keep their discount.',
    deactivated: 'The code was deactivated.',
    reactivate: 'Reactivate',
    reactivateHint: 'Guests cannot use this code. Reactivate it to let them use it again within its period.',
    reactivated: 'The code was reactivated.',
    remove: 'Delete',
    confirmRemove: 'Delete for good',
    cancel: 'Cancel',
    removed: 'Deleted.',
    discountType: 'Type',
    discountTypes: { special: 'Special discount', rounding: 'Rounding down the total' },
    roundingUnit: 'Round down to a multiple of',
    roundingSummary: (unit) => `Rounded down to ${unit}`,
    plan: 'Plan',
    allPlans: 'Every plan',
    minNights: 'Minimum nights',
    minNightsHint: 'Stays of at least this many nights (0 includes day use).',
    stayStartsOn: 'First check-in date',
    stayEndsOn: 'Last check-in date',
    stayHint: 'Leave empty for no limit.',
    conditions: 'Applies to',
    nightsAtLeast: (nights) => (nights <= 1 ? 'Any stay' : `${nights} nights or more`),
    taxTitle: 'Accommodation tax bands',
    taxHint:
      "Tax per person and night, by the room price per person and night before consumption tax. A band runs from its price up to the next band's.",
    bandFrom: (n) => `Band ${n}: from (per person and night)`,
    bandTax: (n) => `Band ${n}: tax per person and night`,
    addBand: 'Add a band',
    removeBand: (n) => `Remove band ${n}`,
    bandRange: (from, to) => (to === null ? `${from} and over` : `${from} to under ${to}`),
    taxPerPerson: 'Tax per person and night',
    priceRange: 'Price per person and night',
    create: 'Create',
    created: 'Created.',
  },
  ja: {
    title: 'クーポン・割引',
    backToList: 'クーポン・割引の一覧',
    codesHeading: 'プロモーションコード・クーポン',
    discountsHeading: '割引',
    taxHeading: '宿泊税',
    addCode: 'コードを追加',
    addDiscount: '割引を追加',
    editTaxBands: '税額区分を編集',
    noCodes: 'プロモーションコード・クーポンはまだありません。',
    noDiscounts: '割引はまだありません。',
    noTaxBands: '宿泊税はかかりません。',
    couponsOff:
      'このホテルの設定でクーポンがオフになっています。オンにするまでゲストはクーポンを使えません。',
    newCodeTitle: '新しいコード',
    newDiscountTitle: '新しい割引',
    codeNotFound: 'このコードは存在しません。',
    discountNotFound: 'この割引は存在しません。',
    names: '名称',
    namesHint: '少なくとも1つの言語で入力してください。',
    code: 'コード',
    codeHint: '英数字・「-」・「_」。ゲストは大文字・小文字を区別せずに入力できます。',
    codeType: '種類',
    codeTypes: { promo: 'プロモーションコード', coupon: 'クーポン' },
    kind: '割引方法',
    kinds: { percentage: '割合（%）で割引', amount: '1室1滞在あたりの金額で割引' },
    percentage: '割合（%）',
    amountIn: (currency) => `金額（${currency}）`,
    off: (value) => `${value}引き`,
    validFrom: '有効期間の開始日',
    validUntil: '有効期間の終了日',
    validHint: '予約する日（ホテルのタイムゾーン）。',
    period: '有効期間',
    usageLimit: '利用上限',
    usageLimitHint: '空欄なら上限なし。',
    uses: '利用回数',
    usesOf: (used, limit) => (limit === null ? `${used}回` : `${used} / ${limit}回`),
    firstNights: '割引する泊数（最初から）',
    firstNightsHint: '滞在の最初の何泊だけを割引するか。空欄なら全泊。',
    plans: 'プラン',
    plansHint: '選ばなければ全プランが対象です。',
    status: '状態',
    statuses: {
      deactivated: '無効',
      scheduled: '開始前',
      active: '有効',
      ended: '終了',
      used_up: '上限到達',
    },
    usedFixed: 'このコードは予約で使用済みのため、コードと種類は変更できません。',
    switchTitle: 'ゲストの利用',
    deactivate: '無効にする',
    deactivateHint:
      '今からゲストは使えなくなり、無効なコードとして案内されます。有効期間と利用回数はそのまま残り、すでに入っている予約の割引も変わりません。',
    deactivated: 'コードを無効にしました。',
    reactivate: '再び有効にする',
    reactivateHint:
      'このコードは現在ゲストが使えません。再び有効にすると、有効期間内であれば使えるようになります。',
    reactivated: 'コードを再び有効にしました。',
    remove: '削除',
    confirmRemove: '削除する',
    cancel: 'キャンセル',
    removed: '削除しました。',
    discountType: '種類',
    discountTypes: { special: '特別割引', rounding: '合計の端数切り捨て' },
    roundingUnit: '切り捨ての単位',
    roundingSummary: (unit) => `${unit}単位で切り捨て`,
    plan: 'プラン',
    allPlans: 'すべてのプラン',
    minNights: '最少泊数',
    minNightsHint: 'この泊数以上の滞在が対象（0ならデイユースも対象）。',
    stayStartsOn: 'チェックイン日（開始）',
    stayEndsOn: 'チェックイン日（終了）',
    stayHint: '空欄なら制限なし。',
    conditions: '対象',
    nightsAtLeast: (nights) => (nights <= 1 ? 'すべての滞在' : `${nights}泊以上`),
    taxTitle: '宿泊税の税額区分',
    taxHint:
      '1人1泊あたりの税額を、消費税抜きの1人1泊あたりの料金で区分します。各区分はその金額から次の区分の金額の手前までです。',
    bandFrom: (n) => `区分${n}：1人1泊あたりの料金（以上）`,
    bandTax: (n) => `区分${n}：1人1泊あたりの税額`,
    addBand: '区分を追加',
    removeBand: (n) => `区分${n}を削除`,
    bandRange: (from, to) => (to === null ? `${from}以上` : `${from}以上${to}未満`),
    taxPerPerson: '1人1泊あたりの税額',
    priceRange: '1人1泊あたりの料金',
    create: '作成',
    created: '作成しました。',
  },
  zh_Hans: {
    title: '优惠券与折扣',
    backToList: '全部优惠券与折扣',
    codesHeading: '促销码与优惠券',
    discountsHeading: '折扣',
    taxHeading: '住宿税',
    addCode: '添加代码',
    addDiscount: '添加折扣',
    editTaxBands: '编辑税额区间',
    noCodes: '还没有促销码或优惠券。',
    noDiscounts: '还没有折扣。',
    noTaxBands: '不收取住宿税。',
    couponsOff: '该酒店的设置中已关闭优惠券：开启之前，客人无法使用优惠券。',
    newCodeTitle: '新代码',
    newDiscountTitle: '新折扣',
    codeNotFound: '此代码不存在。',
    discountNotFound: '此折扣不存在。',
    names: '名称',
    namesHint: '至少填写一种语言。',
    code: '代码',
    codeHint: '字母、数字、“-”和“_”。客人输入时不区分大小写。',
    codeType: '类型',
    codeTypes: { promo: '促销码', coupon: '优惠券' },
    kind: '折扣方式',
    kinds: { percentage: '按百分比折扣', amount: '每间客房每次入住减免金额' },
    percentage: '百分比（%）',
    amountIn: (currency) => `金额（${currency}）`,
    off: (value) => `减 ${value}`,
    validFrom: '有效期开始',
    validUntil: '有效期结束',
    validHint: '预订日期（酒店所在时区）。',
    period: '有效期',
    usageLimit: '使用上限',
    usageLimitHint: '留空表示不限。',
    uses: '已使用',
    usesOf: (used, limit) => (limit === null ? `${used}` : `${used} / ${limit}`),
    firstNights: '仅限前几晚',
    firstNightsHint: '只对入住的前几晚打折；留空表示每晚都打折。',
    plans: '方案',
    plansHint: '不选择则适用于所有方案。',
    status: '状态',
    statuses: {
      deactivated: '已停用',
      scheduled: '尚未生效',
      active: '有效',
      ended: '已结束',
      used_up: '已达上限',
    },
    usedFixed: '此代码已在预订中使用，代码和类型不能更改。',
    switchTitle: '客人使用',
    deactivate: '停用',
    deactivateHint:
      '从现在起客人将无法使用，并会被告知代码无效。有效期和已使用次数保持不变，已有预订的折扣也不受影响。',
    deactivated: '代码已停用。',
    reactivate: '重新启用',
    reactivateHint: '客人目前无法使用此代码。重新启用后，在有效期内即可再次使用。',
    reactivated: '代码已重新启用。',
    remove: '删除',
    confirmRemove: '确认删除',
    cancel: '取消',
    removed: '已删除。',
    discountType: '类型',
    discountTypes: { special: '特别折扣', rounding: '总价抹零' },
    roundingUnit: '抹零单位',
    roundingSummary: (unit) => `按 ${unit} 抹零`,
    plan: '方案',
    allPlans: '所有方案',
    minNights: '最少入住晚数',
    minNightsHint: '入住不少于此晚数时适用（0 表示也适用于日间使用）。',
    stayStartsOn: '入住日期（起）',
    stayEndsOn: '入住日期（止）',
    stayHint: '留空表示不限。',
    conditions: '适用条件',
    nightsAtLeast: (nights) => (nights <= 1 ? '所有入住' : `${nights} 晚及以上`),
    taxTitle: '住宿税税额区间',
    taxHint: '按每人每晚的不含消费税房价，确定每人每晚的税额。每个区间从其金额起，到下一区间的金额为止。',
    bandFrom: (n) => `区间 ${n}：每人每晚房价（起）`,
    bandTax: (n) => `区间 ${n}：每人每晚税额`,
    addBand: '添加区间',
    removeBand: (n) => `删除区间 ${n}`,
    bandRange: (from, to) => (to === null ? `${from} 及以上` : `${from} 至不足 ${to}`),
    taxPerPerson: '每人每晚税额',
    priceRange: '每人每晚房价',
    create: '创建',
    created: '已创建。',
  },
  zh_Hant: {
    title: '優惠券與折扣',
    backToList: '全部優惠券與折扣',
    codesHeading: '促銷碼與優惠券',
    discountsHeading: '折扣',
    taxHeading: '住宿稅',
    addCode: '新增代碼',
    addDiscount: '新增折扣',
    editTaxBands: '編輯稅額級距',
    noCodes: '尚無促銷碼或優惠券。',
    noDiscounts: '尚無折扣。',
    noTaxBands: '不收取住宿稅。',
    couponsOff: '此飯店的設定已關閉優惠券：開啟之前，旅客無法使用優惠券。',
    newCodeTitle: '新代碼',
    newDiscountTitle: '新折扣',
    codeNotFound: '此代碼不存在。',
    discountNotFound: '此折扣不存在。',
    names: '名稱',
    namesHint: '至少填寫一種語言。',
    code: '代碼',
    codeHint: '英文字母、數字、「-」與「_」。旅客輸入時不分大小寫。',
    codeType: '類型',
    codeTypes: { promo: '促銷碼', coupon: '優惠券' },
    kind: '折扣方式',
    kinds: { percentage: '依百分比折扣', amount: '每間客房每次住宿折抵金額' },
    percentage: '百分比（%）',
    amountIn: (currency) => `金額（${currency}）`,
    off: (value) => `折抵 ${value}`,
    validFrom: '有效期開始',
    validUntil: '有效期結束',
    validHint: '訂房日期（飯店所在時區）。',
    period: '有效期',
    usageLimit: '使用上限',
    usageLimitHint: '留空表示不限。',
    uses: '已使用',
    usesOf: (used, limit) => (limit === null ? `${used}` : `${used} / ${limit}`),
    firstNights: '僅限前幾晚',
    firstNightsHint: '只對住宿的前幾晚折扣；留空表示每晚皆折扣。',
    plans: '方案',
    plansHint: '未選擇則適用於所有方案。',
    status: '狀態',
    statuses: {
      deactivated: '已停用',
      scheduled: '尚未生效',
      active: '有效',
      ended: '已結束',
      used_up: '已達上限',
    },
    usedFixed: '此代碼已在訂房中使用，代碼與類型無法變更。',
    switchTitle: '旅客使用',
    deactivate: '停用',
    deactivateHint:
      '從現在起旅客將無法使用，並會被告知代碼無效。有效期間與已使用次數維持不變，已成立訂房的折扣也不受影響。',
    deactivated: '代碼已停用。',
    reactivate: '重新啟用',
    reactivateHint: '旅客目前無法使用此代碼。重新啟用後，在有效期間內即可再次使用。',
    reactivated: '代碼已重新啟用。',
    remove: '刪除',
    confirmRemove: '確認刪除',
    cancel: '取消',
    removed: '已刪除。',
    discountType: '類型',
    discountTypes: { special: '特別折扣', rounding: '總價去尾數' },
    roundingUnit: '去尾數單位',
    roundingSummary: (unit) => `以 ${unit} 為單位去尾數`,
    plan: '方案',
    allPlans: '所有方案',
    minNights: '最少住宿晚數',
    minNightsHint: '住宿不少於此晚數時適用（0 表示也適用於日間使用）。',
    stayStartsOn: '入住日期（起）',
    stayEndsOn: '入住日期（迄）',
    stayHint: '留空表示不限。',
    conditions: '適用條件',
    nightsAtLeast: (nights) => (nights <= 1 ? '所有住宿' : `${nights} 晚以上`),
    taxTitle: '住宿稅稅額級距',
    taxHint: '依每人每晚未含消費稅的房價，決定每人每晚的稅額。每個級距從其金額起，至下一級距的金額為止。',
    bandFrom: (n) => `級距 ${n}：每人每晚房價（起）`,
    bandTax: (n) => `級距 ${n}：每人每晚稅額`,
    addBand: '新增級距',
    removeBand: (n) => `刪除級距 ${n}`,
    bandRange: (from, to) => (to === null ? `${from} 以上` : `${from} 至未滿 ${to}`),
    taxPerPerson: '每人每晚稅額',
    priceRange: '每人每晚房價',
    create: '建立',
    created: '已建立。',
  },
  ko: {
    title: '쿠폰·할인',
    backToList: '쿠폰·할인 목록',
    codesHeading: '프로모션 코드·쿠폰',
    discountsHeading: '할인',
    taxHeading: '숙박세',
    addCode: '코드 추가',
    addDiscount: '할인 추가',
    editTaxBands: '세액 구간 편집',
    noCodes: '아직 프로모션 코드나 쿠폰이 없습니다.',
    noDiscounts: '아직 할인이 없습니다.',
    noTaxBands: '숙박세를 받지 않습니다.',
    couponsOff: '이 호텔 설정에서 쿠폰이 꺼져 있습니다. 켜기 전까지 고객은 쿠폰을 사용할 수 없습니다.',
    newCodeTitle: '새 코드',
    newDiscountTitle: '새 할인',
    codeNotFound: '이 코드는 존재하지 않습니다.',
    discountNotFound: '이 할인은 존재하지 않습니다.',
    names: '이름',
    namesHint: '하나 이상의 언어로 입력해 주세요.',
    code: '코드',
    codeHint: '영문자, 숫자, "-", "_". 고객은 대소문자 구분 없이 입력할 수 있습니다.',
    codeType: '종류',
    codeTypes: { promo: '프로모션 코드', coupon: '쿠폰' },
    kind: '할인 방식',
    kinds: { percentage: '비율(%) 할인', amount: '객실·숙박당 금액 할인' },
    percentage: '비율(%)',
    amountIn: (currency) => `금액(${currency})`,
    off: (value) => `${value} 할인`,
    validFrom: '유효 기간 시작일',
    validUntil: '유효 기간 종료일',
    validHint: '예약하는 날짜(호텔 시간대 기준).',
    period: '유효 기간',
    usageLimit: '이용 한도',
    usageLimitHint: '비워 두면 한도가 없습니다.',
    uses: '사용 횟수',
    usesOf: (used, limit) => (limit === null ? `${used}회` : `${used} / ${limit}회`),
    firstNights: '처음 몇 박만',
    firstNightsHint: '숙박의 처음 몇 박만 할인합니다. 비워 두면 모든 박에 적용됩니다.',
    plans: '플랜',
    plansHint: '선택하지 않으면 모든 플랜에 적용됩니다.',
    status: '상태',
    statuses: {
      deactivated: '비활성',
      scheduled: '시작 전',
      active: '유효',
      ended: '종료',
      used_up: '한도 도달',
    },
    usedFixed: '이 코드는 이미 예약에 사용되어 코드와 종류를 변경할 수 없습니다.',
    switchTitle: '고객 사용',
    deactivate: '비활성화',
    deactivateHint:
      '지금부터 고객이 사용할 수 없으며, 유효하지 않은 코드로 안내됩니다. 유효 기간과 사용 횟수는 그대로 유지되고, 이미 받은 예약의 할인도 바뀌지 않습니다.',
    deactivated: '코드를 비활성화했습니다.',
    reactivate: '다시 활성화',
    reactivateHint:
      '현재 고객이 이 코드를 사용할 수 없습니다. 다시 활성화하면 유효 기간 안에서 다시 사용할 수 있습니다.',
    reactivated: '코드를 다시 활성화했습니다.',
    remove: '삭제',
    confirmRemove: '삭제 확정',
    cancel: '취소',
    removed: '삭제했습니다.',
    discountType: '종류',
    discountTypes: { special: '특별 할인', rounding: '합계 단수 절사' },
    roundingUnit: '절사 단위',
    roundingSummary: (unit) => `${unit} 단위로 절사`,
    plan: '플랜',
    allPlans: '모든 플랜',
    minNights: '최소 숙박 일수',
    minNightsHint: '이 박수 이상의 숙박에 적용됩니다(0이면 데이유스도 포함).',
    stayStartsOn: '체크인 날짜(시작)',
    stayEndsOn: '체크인 날짜(종료)',
    stayHint: '비워 두면 제한이 없습니다.',
    conditions: '적용 대상',
    nightsAtLeast: (nights) => (nights <= 1 ? '모든 숙박' : `${nights}박 이상`),
    taxTitle: '숙박세 세액 구간',
    taxHint:
      '소비세를 뺀 1인 1박 요금에 따라 1인 1박 세액을 정합니다. 각 구간은 해당 금액부터 다음 구간의 금액 전까지입니다.',
    bandFrom: (n) => `구간 ${n}: 1인 1박 요금(이상)`,
    bandTax: (n) => `구간 ${n}: 1인 1박 세액`,
    addBand: '구간 추가',
    removeBand: (n) => `구간 ${n} 삭제`,
    bandRange: (from, to) => (to === null ? `${from} 이상` : `${from} 이상 ${to} 미만`),
    taxPerPerson: '1인 1박 세액',
    priceRange: '1인 1박 요금',
    create: '만들기',
    created: '만들었습니다.',
  },
};
