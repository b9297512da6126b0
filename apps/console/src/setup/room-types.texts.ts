import type { Locale } from '@yadori/contract/locales';
import type { BedType } from '@yadori/contract/search.constants';

/** The hotel's room types: their list and form. */
export interface RoomTypesTexts {
  title: string;
  newTitle: string;
  add: string;
  none: string;
  backToList: string;
  notFound: string;
  name: string;
  code: string;
  codeHint: string;
  description: string;
  capacity: string;
  capacityHint: string;
  minGuests: string;
  size: string;
  sortOrder: string;
  sortOrderHint: string;
  status: string;
  active: string;
  inactive: string;
  activeField: string;
  actions: string;
  beds: string;
  bedType: (n: number) => string;
  bedCount: (n: number) => string;
  bedTypes: Record<BedType, string>;
  addBed: string;
  removeBed: (n: number) => string;
  images: string;
  imagesHint: string;
  imageUrl: (n: number) => string;
  imageAlt: (n: number) => string;
  addImage: string;
  removeImage: (n: number) => string;
  create: string;
  created: string;
  delete: string;
  deleteTitle: (name: string) => string;
  deleteBody: string;
  deleteConfirm: string;
  keep: string;
  deleted: (name: string) => string;
  deactivated: (name: string) => string;
}

export const ROOM_TYPES_TEXTS: Record<Locale, RoomTypesTexts> = {
  en: {
    title: 'Room types',
    newTitle: 'New room type',
    add: 'Add a room type',
    none: 'No room types yet.',
    backToList: 'All room types',
    notFound: 'This room type does not exist (any more).',
    name: 'Name',
    code: 'Code',
    codeHint: 'Letters, digits, "-" and "_", unique in the hotel.',
    description: 'Description',
    capacity: 'Capacity (guests)',
    capacityHint: 'Adults and children who need a bed.',
    minGuests: 'Fewest guests',
    size: 'Floor area (m²)',
    sortOrder: 'Order',
    sortOrderHint: 'Lower numbers are listed first.',
    status: 'Status',
    active: 'On sale',
    inactive: 'Switched off',
    activeField: 'On sale (switched off: kept for past stays, not sold)',
    actions: 'Actions',
    beds: 'Beds',
    bedType: (n) => `Bed ${n}: type`,
    bedCount: (n) => `Bed ${n}: how many`,
    bedTypes: {
      single: 'Single',
      semi_double: 'Semi-double',
      double: 'Double',
      queen: 'Queen',
      king: 'King',
      futon: 'Futon',
      sofa_bed: 'Sofa bed',
    },
    addBed: 'Add a bed',
    removeBed: (n) => `Remove bed ${n}`,
    images: 'Photos',
    imagesHint:
      "Upload each photo (or give its address) and say what it shows, in the hotel's language. Guests see the photos in this order.",
    imageUrl: (n) => `Photo ${n}: address`,
    imageAlt: (n) => `Photo ${n}: what it shows`,
    addImage: 'Add a photo',
    removeImage: (n) => `Remove photo ${n}`,
    create: 'Add the room type',
    created: 'The room type was added. Sell it in a plan, then give it rooms and prices in the rates grid.',
    delete: 'Delete',
    deleteTitle: (name) => `Delete ${name}?`,
    deleteBody:
      'Its rooms, rates and room plans are deleted. If past stays name it, it is switched off and its coming nights closed instead.',
    deleteConfirm: 'Delete the room type',
    keep: 'Keep it',
    deleted: (name) => `${name} was deleted.`,
    deactivated: (name) => `${name} was switched off and its coming nights closed: past stays name it.`,
  },
  ja: {
    title: '部屋タイプ',
    newTitle: '部屋タイプを追加',
    add: '部屋タイプを追加',
    none: 'まだ部屋タイプがありません。',
    backToList: '部屋タイプ一覧',
    notFound: 'この部屋タイプは存在しません。',
    name: '名称',
    code: 'コード',
    codeHint: '英数字、「-」「_」が使えます。施設内で重複できません。',
    description: '説明',
    capacity: '定員（人）',
    capacityHint: 'ベッドを使う大人と子供の人数です。',
    minGuests: '最少人数',
    size: '広さ（㎡）',
    sortOrder: '表示順',
    sortOrderHint: '小さい数字ほど先に表示されます。',
    status: '状態',
    active: '販売中',
    inactive: '停止中',
    activeField: '販売する（停止すると過去の宿泊のために残し、販売はしません）',
    actions: '操作',
    beds: 'ベッド',
    bedType: (n) => `ベッド${n}：種類`,
    bedCount: (n) => `ベッド${n}：台数`,
    bedTypes: {
      single: 'シングル',
      semi_double: 'セミダブル',
      double: 'ダブル',
      queen: 'クイーン',
      king: 'キング',
      futon: '布団',
      sofa_bed: 'ソファベッド',
    },
    addBed: 'ベッドを追加',
    removeBed: (n) => `ベッド${n}を削除`,
    images: '写真',
    imagesHint:
      '写真をアップロード（またはアドレスを入力）し、写っている内容を施設の言語で入力してください。お客様にはこの順番で表示されます。',
    imageUrl: (n) => `写真${n}：アドレス`,
    imageAlt: (n) => `写真${n}：写っている内容`,
    addImage: '写真を追加',
    removeImage: (n) => `写真${n}を削除`,
    create: '部屋タイプを追加',
    created: '部屋タイプを追加しました。プランで販売し、料金・在庫で室数と料金を設定してください。',
    delete: '削除',
    deleteTitle: (name) => `${name}を削除しますか？`,
    deleteBody:
      '室数、料金、部屋プランも削除されます。過去の宿泊で使われている場合は、削除せずに販売を停止し、今後の日付を閉じます。',
    deleteConfirm: '部屋タイプを削除',
    keep: '削除しない',
    deleted: (name) => `${name}を削除しました。`,
    deactivated: (name) => `${name}は過去の宿泊で使われているため、販売を停止し今後の日付を閉じました。`,
  },
  zh_Hans: {
    title: '房型',
    newTitle: '新房型',
    add: '添加房型',
    none: '还没有房型。',
    backToList: '全部房型',
    notFound: '该房型不存在。',
    name: '名称',
    code: '代码',
    codeHint: '可使用字母、数字、“-”和“_”，在酒店内不可重复。',
    description: '说明',
    capacity: '可住人数',
    capacityHint: '需要床位的成人和儿童人数。',
    minGuests: '最少入住人数',
    size: '面积（㎡）',
    sortOrder: '排序',
    sortOrderHint: '数字越小越靠前。',
    status: '状态',
    active: '销售中',
    inactive: '已停用',
    activeField: '销售（停用后保留给历史入住记录，不再销售）',
    actions: '操作',
    beds: '床',
    bedType: (n) => `床 ${n}：类型`,
    bedCount: (n) => `床 ${n}：数量`,
    bedTypes: {
      single: '单人床',
      semi_double: '小双人床',
      double: '双人床',
      queen: '大号双人床',
      king: '特大号双人床',
      futon: '日式床铺',
      sofa_bed: '沙发床',
    },
    addBed: '添加床',
    removeBed: (n) => `删除床 ${n}`,
    images: '照片',
    imagesHint: '请上传每张照片（或填写其地址），并用酒店的语言说明照片内容。客人将按此顺序看到照片。',
    imageUrl: (n) => `照片 ${n}：地址`,
    imageAlt: (n) => `照片 ${n}：内容说明`,
    addImage: '添加照片',
    removeImage: (n) => `删除照片 ${n}`,
    create: '添加房型',
    created: '房型已添加。请在价格方案中销售它，然后在房价与房量中设置房量和房价。',
    delete: '删除',
    deleteTitle: (name) => `删除 ${name}？`,
    deleteBody: '其房量、房价和房型方案将一并删除。若有历史入住记录使用该房型，则改为停用并关闭今后的日期。',
    deleteConfirm: '删除房型',
    keep: '保留',
    deleted: (name) => `已删除 ${name}。`,
    deactivated: (name) => `${name} 有历史入住记录，已停用并关闭今后的日期。`,
  },
  zh_Hant: {
    title: '房型',
    newTitle: '新房型',
    add: '新增房型',
    none: '尚無房型。',
    backToList: '所有房型',
    notFound: '此房型不存在。',
    name: '名稱',
    code: '代碼',
    codeHint: '可使用英文字母、數字、「-」與「_」，在飯店內不可重複。',
    description: '說明',
    capacity: '可住人數',
    capacityHint: '需要床位的成人與兒童人數。',
    minGuests: '最少入住人數',
    size: '面積（㎡）',
    sortOrder: '排序',
    sortOrderHint: '數字越小越前面。',
    status: '狀態',
    active: '銷售中',
    inactive: '已停用',
    activeField: '銷售（停用後保留給過去的住宿紀錄，不再銷售）',
    actions: '操作',
    beds: '床',
    bedType: (n) => `床 ${n}：類型`,
    bedCount: (n) => `床 ${n}：數量`,
    bedTypes: {
      single: '單人床',
      semi_double: '小雙人床',
      double: '雙人床',
      queen: '大號雙人床',
      king: '特大號雙人床',
      futon: '和式床墊',
      sofa_bed: '沙發床',
    },
    addBed: '新增床',
    removeBed: (n) => `移除床 ${n}`,
    images: '照片',
    imagesHint: '請上傳每張照片（或填寫其網址），並以飯店的語言說明照片內容。旅客會依此順序看到照片。',
    imageUrl: (n) => `照片 ${n}：網址`,
    imageAlt: (n) => `照片 ${n}：內容說明`,
    addImage: '新增照片',
    removeImage: (n) => `移除照片 ${n}`,
    create: '新增房型',
    created: '房型已新增。請在專案中銷售，並在房價與房量中設定房量與房價。',
    delete: '刪除',
    deleteTitle: (name) => `刪除 ${name}？`,
    deleteBody: '其房量、房價與房型專案將一併刪除。若過去的住宿紀錄使用此房型，則改為停用並關閉之後的日期。',
    deleteConfirm: '刪除房型',
    keep: '保留',
    deleted: (name) => `已刪除 ${name}。`,
    deactivated: (name) => `${name} 有過去的住宿紀錄，已停用並關閉之後的日期。`,
  },
  ko: {
    title: '객실 유형',
    newTitle: '새 객실 유형',
    add: '객실 유형 추가',
    none: '아직 객실 유형이 없습니다.',
    backToList: '전체 객실 유형',
    notFound: '이 객실 유형은 존재하지 않습니다.',
    name: '이름',
    code: '코드',
    codeHint: '영문자, 숫자, "-", "_"를 쓸 수 있으며 호텔 안에서 중복될 수 없습니다.',
    description: '설명',
    capacity: '정원(명)',
    capacityHint: '침대가 필요한 성인과 어린이 수입니다.',
    minGuests: '최소 인원',
    size: '면적(㎡)',
    sortOrder: '표시 순서',
    sortOrderHint: '숫자가 작을수록 먼저 표시됩니다.',
    status: '상태',
    active: '판매 중',
    inactive: '사용 중지',
    activeField: '판매(중지하면 지난 숙박 기록을 위해 남겨 두고 판매하지 않음)',
    actions: '작업',
    beds: '침대',
    bedType: (n) => `침대 ${n}: 종류`,
    bedCount: (n) => `침대 ${n}: 개수`,
    bedTypes: {
      single: '싱글',
      semi_double: '세미 더블',
      double: '더블',
      queen: '퀸',
      king: '킹',
      futon: '이불',
      sofa_bed: '소파 베드',
    },
    addBed: '침대 추가',
    removeBed: (n) => `침대 ${n} 삭제`,
    images: '사진',
    imagesHint:
      '각 사진을 업로드(또는 주소를 입력)하고 사진 내용을 호텔 언어로 입력해 주세요. 고객에게는 이 순서대로 표시됩니다.',
    imageUrl: (n) => `사진 ${n}: 주소`,
    imageAlt: (n) => `사진 ${n}: 사진 내용`,
    addImage: '사진 추가',
    removeImage: (n) => `사진 ${n} 삭제`,
    create: '객실 유형 추가',
    created: '객실 유형을 추가했습니다. 플랜에서 판매하고 요금 및 재고에서 객실 수와 요금을 설정해 주세요.',
    delete: '삭제',
    deleteTitle: (name) => `${name}을(를) 삭제할까요?`,
    deleteBody:
      '객실 수, 요금, 객실 플랜도 함께 삭제됩니다. 지난 숙박에서 사용된 경우에는 삭제하지 않고 판매를 중지하며 앞으로의 날짜를 닫습니다.',
    deleteConfirm: '객실 유형 삭제',
    keep: '유지',
    deleted: (name) => `${name}을(를) 삭제했습니다.`,
    deactivated: (name) => `${name}은(는) 지난 숙박에서 사용되어 판매를 중지하고 앞으로의 날짜를 닫았습니다.`,
  },
};
