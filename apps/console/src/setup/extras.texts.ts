import type { Locale } from '@yadori/contract/locales';
import type { ExtraType } from '@yadori/contract/search.constants';

/** The hotel's extras: their list, form and stock by day. */
export interface ExtrasTexts {
  title: string;
  newTitle: string;
  add: string;
  none: string;
  backToList: string;
  notFound: string;
  name: string;
  code: string;
  codeHint: string;
  extraType: string;
  extraTypes: Record<ExtraType, string>;
  extraTypeHint: string;
  price: string;
  priceHint: string;
  minQuantity: string;
  maxQuantity: string;
  quantityHint: string;
  quantities: (min: number, max: number) => string;
  sortOrder: string;
  sortOrderHint: string;
  /** The form's switch: off, guests neither see nor book it; stays that took it keep it. */
  activeField: string;
  status: string;
  onSale: string;
  /** The list's badge of an extra switched off. */
  off: string;
  booked: string;
  actions: string;
  create: string;
  created: string;
  delete: string;
  deleteTitle: (name: string) => string;
  deleteBody: string;
  deleteConfirm: string;
  keep: string;
  deleted: (name: string) => string;
  /** A delete of a booked extra switched it off instead. */
  deactivated: (name: string) => string;
  stockTitle: string;
  stockHint: string;
  from: string;
  to: string;
  weekdays: string;
  weekdayNames: [string, string, string, string, string, string, string];
  inventory: string;
  inventoryHint: string;
  dayPrice: string;
  dayPriceHint: string;
  apply: string;
  applied: (days: number) => string;
  stockTable: string;
  date: string;
  left: string;
  sold: string;
  noStock: string;
  samePrice: string;
}

export const EXTRAS_TEXTS: Record<Locale, ExtrasTexts> = {
  en: {
    title: 'Extras',
    newTitle: 'New extra',
    add: 'Add an extra',
    none: 'No extras yet.',
    backToList: 'All extras',
    notFound: 'This extra does not exist (any more).',
    name: 'Name',
    code: 'Code',
    codeHint: 'Letters, digits, "-" and "_", unique in the hotel.',
    extraType: 'Offered',
    extraTypes: { generic: 'With every stay', other: 'On the days it has stock' },
    extraTypeHint: 'Either way, guests can book it only on days with stock left.',
    price: 'Price of one unit (tax included)',
    priceHint: 'A day may have a price of its own (see stock below).',
    minQuantity: 'Fewest units per booking',
    maxQuantity: 'Most units per booking',
    quantityHint: '0 as the fewest: the guest may leave it out.',
    quantities: (min, max) => `${min} to ${max}`,
    sortOrder: 'Order',
    sortOrderHint: 'Lower numbers are listed first.',
    activeField: 'On sale (switched off: guests no longer see or book it; stays that took it keep it)',
    status: 'Status',
    onSale: 'On sale',
    off: 'Off',
    booked: 'Booked',
    actions: 'Actions',
    create: 'Add the extra',
    created: 'The extra was added. Give it stock below so guests can book it.',
    delete: 'Delete',
    deleteTitle: (name) => `Delete ${name}?`,
    deleteBody:
      'The extra and its stock are deleted. An extra that reservations include is switched off instead: guests no longer see it, and those stays keep it. An extra that a plan includes in its price cannot be deleted.',
    deleteConfirm: 'Delete the extra',
    keep: 'Keep it',
    deleted: (name) => `${name} was deleted.`,
    deactivated: (name) => `${name} was switched off instead: reservations include it.`,
    stockTitle: 'Stock by day',
    stockHint:
      'Set how many units are left to sell on each day of a period. Bookings take from what is left. 0 stops the sale on those days.',
    from: 'From',
    to: 'To',
    weekdays: 'Only on these days of the week',
    weekdayNames: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    inventory: 'Units left to sell',
    inventoryHint: 'At most 366 days at a time.',
    dayPrice: 'Price on these days',
    dayPriceHint: "Empty: the extra's own price.",
    apply: 'Set the stock',
    applied: (days) => `The stock of ${days} days was set.`,
    stockTable: 'The next two weeks',
    date: 'Date',
    left: 'Left',
    sold: 'Sold',
    noStock: 'Not sold',
    samePrice: 'Own price',
  },
  ja: {
    title: 'オプション',
    newTitle: 'オプションを追加',
    add: 'オプションを追加',
    none: 'まだオプションがありません。',
    backToList: 'オプション一覧',
    notFound: 'このオプションは存在しません。',
    name: '名称',
    code: 'コード',
    codeHint: '英数字、「-」「_」が使えます。施設内で重複できません。',
    extraType: '提供方法',
    extraTypes: { generic: 'すべての宿泊に表示', other: '在庫のある日のみ表示' },
    extraTypeHint: 'いずれの場合も、予約できるのは在庫が残っている日だけです。',
    price: '1点あたりの料金（税込）',
    priceHint: '日ごとに別の料金を設定することもできます（下の在庫欄）。',
    minQuantity: '1予約あたりの最少数',
    maxQuantity: '1予約あたりの最大数',
    quantityHint: '最少数を0にすると、お客様は選ばなくても予約できます。',
    quantities: (min, max) => `${min}〜${max}`,
    sortOrder: '表示順',
    sortOrderHint: '小さい数字ほど先に表示されます。',
    activeField:
      '販売する（停止すると、お客様には表示されず予約もできません。すでに予約に含まれている分はそのまま残ります）',
    status: '状態',
    onSale: '販売中',
    off: '停止中',
    booked: '予約あり',
    actions: '操作',
    create: 'オプションを追加',
    created: 'オプションを追加しました。予約を受けられるよう、下で在庫を設定してください。',
    delete: '削除',
    deleteTitle: (name) => `${name}を削除しますか？`,
    deleteBody:
      'オプションとその在庫を削除します。予約に含まれているオプションは、削除の代わりに販売停止になります（お客様には表示されなくなり、その予約ではそのまま残ります）。プランの料金に含まれているオプションは削除できません。',
    deleteConfirm: 'オプションを削除',
    keep: '削除しない',
    deleted: (name) => `${name}を削除しました。`,
    deactivated: (name) => `${name}は予約に含まれているため、削除の代わりに販売を停止しました。`,
    stockTitle: '日別の在庫',
    stockHint:
      '期間内の各日に販売できる残り数を設定します。予約が入ると残り数から差し引かれます。0にするとその日の販売を停止します。',
    from: '開始日',
    to: '終了日',
    weekdays: '対象の曜日',
    weekdayNames: ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'],
    inventory: '販売できる残り数',
    inventoryHint: '一度に設定できるのは366日分までです。',
    dayPrice: 'この期間の料金',
    dayPriceHint: '空欄の場合はオプションの基本料金になります。',
    apply: '在庫を設定',
    applied: (days) => `${days}日分の在庫を設定しました。`,
    stockTable: '今後2週間',
    date: '日付',
    left: '残り',
    sold: '販売済み',
    noStock: '販売なし',
    samePrice: '基本料金',
  },
  zh_Hans: {
    title: '附加项目',
    newTitle: '新建附加项目',
    add: '添加附加项目',
    none: '尚无附加项目。',
    backToList: '全部附加项目',
    notFound: '该附加项目不存在。',
    name: '名称',
    code: '代码',
    codeHint: '可使用字母、数字、“-”和“_”，在本酒店内不可重复。',
    extraType: '提供方式',
    extraTypes: { generic: '所有住宿均显示', other: '仅在有库存的日期显示' },
    extraTypeHint: '无论哪种方式，宾客只能预订仍有库存的日期。',
    price: '单价（含税）',
    priceHint: '也可以为某些日期单独设定价格（见下方库存）。',
    minQuantity: '每笔预订最少数量',
    maxQuantity: '每笔预订最多数量',
    quantityHint: '最少数量为 0 时，宾客可以不选。',
    quantities: (min, max) => `${min}～${max}`,
    sortOrder: '显示顺序',
    sortOrderHint: '数字越小越靠前。',
    activeField: '销售中（停止后宾客将看不到也无法预订；已包含它的预订仍会保留）',
    status: '状态',
    onSale: '销售中',
    off: '已停止',
    booked: '已有预订',
    actions: '操作',
    create: '添加附加项目',
    created: '已添加附加项目。请在下方设置库存，宾客即可预订。',
    delete: '删除',
    deleteTitle: (name) => `要删除“${name}”吗？`,
    deleteBody:
      '将删除该附加项目及其库存。预订中包含的附加项目会改为停止销售：宾客将看不到它，相关预订仍会保留。方案价格中包含的附加项目无法删除。',
    deleteConfirm: '删除附加项目',
    keep: '保留',
    deleted: (name) => `已删除“${name}”。`,
    deactivated: (name) => `“${name}”已有预订包含，因此改为停止销售。`,
    stockTitle: '每日库存',
    stockHint: '设置期间内每天可售的剩余数量。预订会从剩余数量中扣除。设为 0 即停止当天的销售。',
    from: '开始日期',
    to: '结束日期',
    weekdays: '仅限以下星期',
    weekdayNames: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    inventory: '可售剩余数量',
    inventoryHint: '一次最多设置 366 天。',
    dayPrice: '这些日期的价格',
    dayPriceHint: '留空则使用附加项目的基本价格。',
    apply: '设置库存',
    applied: (days) => `已设置 ${days} 天的库存。`,
    stockTable: '未来两周',
    date: '日期',
    left: '剩余',
    sold: '已售',
    noStock: '不销售',
    samePrice: '基本价格',
  },
  zh_Hant: {
    title: '附加項目',
    newTitle: '新增附加項目',
    add: '新增附加項目',
    none: '尚無附加項目。',
    backToList: '所有附加項目',
    notFound: '此附加項目不存在。',
    name: '名稱',
    code: '代碼',
    codeHint: '可使用英文字母、數字、「-」和「_」，在本飯店內不可重複。',
    extraType: '提供方式',
    extraTypes: { generic: '所有住宿皆顯示', other: '僅在有庫存的日期顯示' },
    extraTypeHint: '無論哪種方式，旅客只能預訂仍有庫存的日期。',
    price: '單價（含稅）',
    priceHint: '也可以為某些日期另外設定價格（見下方庫存）。',
    minQuantity: '每筆訂房最少數量',
    maxQuantity: '每筆訂房最多數量',
    quantityHint: '最少數量為 0 時，旅客可以不選。',
    quantities: (min, max) => `${min}～${max}`,
    sortOrder: '顯示順序',
    sortOrderHint: '數字越小越前面。',
    activeField: '販售中（停止後旅客將看不到也無法預訂；已包含它的訂房仍會保留）',
    status: '狀態',
    onSale: '販售中',
    off: '已停止',
    booked: '已有訂房',
    actions: '操作',
    create: '新增附加項目',
    created: '已新增附加項目。請在下方設定庫存，旅客即可預訂。',
    delete: '刪除',
    deleteTitle: (name) => `要刪除「${name}」嗎？`,
    deleteBody:
      '將刪除此附加項目及其庫存。訂房中包含的附加項目會改為停止販售：旅客將看不到它，相關訂房仍會保留。方案價格中包含的附加項目無法刪除。',
    deleteConfirm: '刪除附加項目',
    keep: '保留',
    deleted: (name) => `已刪除「${name}」。`,
    deactivated: (name) => `「${name}」已有訂房包含，因此改為停止販售。`,
    stockTitle: '每日庫存',
    stockHint: '設定期間內每天可售的剩餘數量。訂房會從剩餘數量中扣除。設為 0 即停止當天的販售。',
    from: '開始日期',
    to: '結束日期',
    weekdays: '僅限以下星期',
    weekdayNames: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    inventory: '可售剩餘數量',
    inventoryHint: '一次最多設定 366 天。',
    dayPrice: '這些日期的價格',
    dayPriceHint: '留空則使用附加項目的基本價格。',
    apply: '設定庫存',
    applied: (days) => `已設定 ${days} 天的庫存。`,
    stockTable: '未來兩週',
    date: '日期',
    left: '剩餘',
    sold: '已售',
    noStock: '不販售',
    samePrice: '基本價格',
  },
  ko: {
    title: '옵션',
    newTitle: '새 옵션',
    add: '옵션 추가',
    none: '아직 옵션이 없습니다.',
    backToList: '옵션 목록',
    notFound: '이 옵션은 존재하지 않습니다.',
    name: '이름',
    code: '코드',
    codeHint: '영문자, 숫자, "-", "_"를 사용할 수 있으며 시설 내에서 중복될 수 없습니다.',
    extraType: '제공 방식',
    extraTypes: { generic: '모든 숙박에 표시', other: '재고가 있는 날에만 표시' },
    extraTypeHint: '어느 쪽이든 고객은 재고가 남은 날에만 예약할 수 있습니다.',
    price: '1개당 요금(세금 포함)',
    priceHint: '날짜별로 다른 요금을 설정할 수도 있습니다(아래 재고 참고).',
    minQuantity: '예약당 최소 수량',
    maxQuantity: '예약당 최대 수량',
    quantityHint: '최소 수량이 0이면 고객이 선택하지 않아도 됩니다.',
    quantities: (min, max) => `${min}~${max}`,
    sortOrder: '표시 순서',
    sortOrderHint: '숫자가 작을수록 먼저 표시됩니다.',
    activeField:
      '판매 중(중지하면 고객에게 표시되지 않고 예약할 수 없습니다. 이미 포함된 예약은 그대로 유지됩니다)',
    status: '상태',
    onSale: '판매 중',
    off: '중지됨',
    booked: '예약 있음',
    actions: '작업',
    create: '옵션 추가',
    created: '옵션을 추가했습니다. 고객이 예약할 수 있도록 아래에서 재고를 설정해 주세요.',
    delete: '삭제',
    deleteTitle: (name) => `${name}을(를) 삭제할까요?`,
    deleteBody:
      '옵션과 재고가 삭제됩니다. 예약에 포함된 옵션은 삭제 대신 판매가 중지되며, 고객에게 표시되지 않고 해당 예약에는 그대로 남습니다. 플랜 요금에 포함된 옵션은 삭제할 수 없습니다.',
    deleteConfirm: '옵션 삭제',
    keep: '삭제하지 않음',
    deleted: (name) => `${name}을(를) 삭제했습니다.`,
    deactivated: (name) => `${name}은(는) 예약에 포함되어 있어 삭제 대신 판매를 중지했습니다.`,
    stockTitle: '날짜별 재고',
    stockHint:
      '기간 중 날짜별로 판매할 수 있는 남은 수량을 설정합니다. 예약이 들어오면 남은 수량에서 차감됩니다. 0으로 하면 그날 판매가 중지됩니다.',
    from: '시작일',
    to: '종료일',
    weekdays: '해당 요일만',
    weekdayNames: ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'],
    inventory: '판매 가능한 남은 수량',
    inventoryHint: '한 번에 최대 366일까지 설정할 수 있습니다.',
    dayPrice: '이 기간의 요금',
    dayPriceHint: '비워 두면 옵션의 기본 요금이 적용됩니다.',
    apply: '재고 설정',
    applied: (days) => `${days}일분의 재고를 설정했습니다.`,
    stockTable: '향후 2주',
    date: '날짜',
    left: '남음',
    sold: '판매됨',
    noStock: '판매 안 함',
    samePrice: '기본 요금',
  },
};
