import type { AnswerType, QuestionType } from '@yadori/contract/additional-questions.constants';
import type { Locale } from '@yadori/contract/locales';
import type { StaffQuestionOwner } from '@yadori/contract/staff-extras.constants';

/** The hotel's additional questions to guests: their list and form. */
export interface QuestionsTexts {
  title: string;
  newTitle: string;
  add: string;
  none: string;
  backToList: string;
  notFound: string;
  name: string;
  questionType: string;
  questionTypes: Record<QuestionType, string>;
  answerType: string;
  answerTypes: Record<AnswerType, string>;
  owner: string;
  owners: Record<StaffQuestionOwner, string>;
  ownerHint: string;
  brandReadOnly: string;
  required: string;
  perRoom: string;
  multiple: string;
  options: string;
  optionsHint: string;
  optionValue: (n: number) => string;
  optionLabel: (n: number) => string;
  addOption: string;
  removeOption: (n: number) => string;
  labels: string;
  labelsHint: string;
  startedAt: string;
  startedAtHint: string;
  activeField: string;
  status: string;
  active: string;
  inactive: string;
  sortOrder: string;
  sortOrderHint: string;
  actions: string;
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

export const QUESTIONS_TEXTS: Record<Locale, QuestionsTexts> = {
  en: {
    title: 'Questions to guests',
    newTitle: 'New question',
    add: 'Add a question',
    none: 'No questions yet.',
    backToList: 'All questions',
    notFound: 'This question does not exist (any more).',
    name: 'Question',
    questionType: 'Kind of question',
    questionTypes: {
      checkin: 'Check-in time',
      checkout: 'Check-out time',
      people_per_room: 'Men and women per room',
      free: 'Free question',
      notification: 'Notice (nothing to answer)',
      file: 'File upload',
    },
    answerType: 'Answered with',
    answerTypes: { text: 'Text', options: 'A choice of options', file: 'Files' },
    owner: 'Asked by',
    owners: { hotel: 'This hotel', brand: 'The whole brand' },
    ownerHint:
      'A brand question is asked at the hotels its facility labels name (target_all_facilities, target_facility_<id>); without any, at every hotel of the brand (a notice: at none).',
    brandReadOnly:
      'This question belongs to the brand and is asked at several hotels: only brand administrators can change it.',
    required: 'Required',
    perRoom: 'Asked for each room',
    multiple: 'Several options may be chosen',
    options: 'Options',
    optionsHint:
      'Check-in and check-out options are times such as 15:00. The label is in the hotel’s language.',
    optionValue: (n) => `Option ${n}: value`,
    optionLabel: (n) => `Option ${n}: label`,
    addOption: 'Add an option',
    removeOption: (n) => `Remove option ${n}`,
    labels: 'Label filters',
    labelsHint:
      'One per line: who is asked (all_users, membership_rank_all…), on which page (guest_detail, confirmation) and, for brand questions, at which hotels. Empty: everyone.',
    startedAt: 'Asked from',
    startedAtHint: 'Empty: at once.',
    activeField: 'Asked (switched off: kept with the answers already given)',
    status: 'Status',
    active: 'Asked',
    inactive: 'Switched off',
    sortOrder: 'Order',
    sortOrderHint: 'Lower numbers are asked first.',
    actions: 'Actions',
    create: 'Add the question',
    created: 'The question was added. Guests are asked it from now on.',
    delete: 'Delete',
    deleteTitle: (name) => `Delete “${name}”?`,
    deleteBody:
      'Guests are no longer asked it. If guests have answered it, it is switched off and kept with their answers instead.',
    deleteConfirm: 'Delete the question',
    keep: 'Keep it',
    deleted: (name) => `“${name}” was deleted.`,
    deactivated: (name) => `“${name}” was switched off: guests have answered it.`,
  },
  ja: {
    title: 'お客様への質問',
    newTitle: '質問を追加',
    add: '質問を追加',
    none: 'まだ質問がありません。',
    backToList: '質問一覧',
    notFound: 'この質問は存在しません。',
    name: '質問',
    questionType: '質問の種類',
    questionTypes: {
      checkin: 'チェックイン時刻',
      checkout: 'チェックアウト時刻',
      people_per_room: '部屋ごとの男女別人数',
      free: '自由質問',
      notification: 'お知らせ（回答なし）',
      file: 'ファイル添付',
    },
    answerType: '回答方法',
    answerTypes: { text: 'テキスト', options: '選択肢から選ぶ', file: 'ファイル' },
    owner: '質問する主体',
    owners: { hotel: 'この施設', brand: 'ブランド全体' },
    ownerHint:
      'ブランドの質問は、施設ラベル（target_all_facilities、target_facility_<id>）で指定した施設で表示されます。指定がない場合はブランドのすべての施設で表示されます（お知らせはどの施設にも表示されません）。',
    brandReadOnly:
      'この質問はブランドのもので、複数の施設で表示されます。変更できるのはブランド管理者だけです。',
    required: '必須',
    perRoom: '部屋ごとに質問する',
    multiple: '複数選択できる',
    options: '選択肢',
    optionsHint:
      'チェックイン・チェックアウトの選択肢は「15:00」のような時刻です。表示名は施設の言語で入力します。',
    optionValue: (n) => `選択肢${n}：値`,
    optionLabel: (n) => `選択肢${n}：表示名`,
    addOption: '選択肢を追加',
    removeOption: (n) => `選択肢${n}を削除`,
    labels: 'ラベルフィルター',
    labelsHint:
      '1行に1つ入力します。対象者（all_users、membership_rank_all など）、表示するページ（guest_detail、confirmation）、ブランドの質問では対象の施設を指定します。空欄の場合はすべてのお客様が対象です。',
    startedAt: '表示開始日時',
    startedAtHint: '空欄の場合はすぐに表示されます。',
    activeField: '表示する（オフにしても、これまでの回答は残ります）',
    status: '状態',
    active: '表示中',
    inactive: '停止中',
    sortOrder: '表示順',
    sortOrderHint: '小さい数字ほど先に表示されます。',
    actions: '操作',
    create: '質問を追加',
    created: '質問を追加しました。これからのお客様に表示されます。',
    delete: '削除',
    deleteTitle: (name) => `「${name}」を削除しますか？`,
    deleteBody:
      'お客様に表示されなくなります。すでに回答がある場合は削除せず、回答とともに停止状態で残します。',
    deleteConfirm: '質問を削除',
    keep: '削除しない',
    deleted: (name) => `「${name}」を削除しました。`,
    deactivated: (name) => `「${name}」には回答があるため、停止状態にしました。`,
  },
  zh_Hans: {
    title: '向宾客提问',
    newTitle: '新建问题',
    add: '添加问题',
    none: '尚无问题。',
    backToList: '全部问题',
    notFound: '该问题不存在。',
    name: '问题',
    questionType: '问题类型',
    questionTypes: {
      checkin: '入住时间',
      checkout: '退房时间',
      people_per_room: '每间客房的男女人数',
      free: '自由问题',
      notification: '通知（无需回答）',
      file: '上传文件',
    },
    answerType: '回答方式',
    answerTypes: { text: '文本', options: '从选项中选择', file: '文件' },
    owner: '提问方',
    owners: { hotel: '本酒店', brand: '整个品牌' },
    ownerHint:
      '品牌问题会在其设施标签（target_all_facilities、target_facility_<id>）指定的酒店显示；未指定时在品牌的所有酒店显示（通知则不在任何酒店显示）。',
    brandReadOnly: '此问题属于品牌，会在多家酒店显示：只有品牌管理员可以修改。',
    required: '必填',
    perRoom: '每间客房分别提问',
    multiple: '可多选',
    options: '选项',
    optionsHint: '入住和退房的选项是时间，例如 15:00。显示名称请使用酒店的语言。',
    optionValue: (n) => `选项 ${n}：值`,
    optionLabel: (n) => `选项 ${n}：显示名称`,
    addOption: '添加选项',
    removeOption: (n) => `删除选项 ${n}`,
    labels: '标签筛选',
    labelsHint:
      '每行一个：提问对象（all_users、membership_rank_all 等）、显示页面（guest_detail、confirmation），品牌问题还可指定酒店。留空表示所有宾客。',
    startedAt: '开始提问时间',
    startedAtHint: '留空则立即开始。',
    activeField: '提问（关闭后，已有的回答仍会保留）',
    status: '状态',
    active: '提问中',
    inactive: '已关闭',
    sortOrder: '显示顺序',
    sortOrderHint: '数字越小越先提问。',
    actions: '操作',
    create: '添加问题',
    created: '已添加问题。今后的宾客都会看到。',
    delete: '删除',
    deleteTitle: (name) => `要删除“${name}”吗？`,
    deleteBody: '宾客将不再看到此问题。如已有宾客回答，则不删除，而是连同回答一起以关闭状态保留。',
    deleteConfirm: '删除问题',
    keep: '保留',
    deleted: (name) => `已删除“${name}”。`,
    deactivated: (name) => `“${name}”已有宾客回答，已改为关闭。`,
  },
  zh_Hant: {
    title: '向旅客提問',
    newTitle: '新增問題',
    add: '新增問題',
    none: '尚無問題。',
    backToList: '所有問題',
    notFound: '此問題不存在。',
    name: '問題',
    questionType: '問題類型',
    questionTypes: {
      checkin: '入住時間',
      checkout: '退房時間',
      people_per_room: '每間客房的男女人數',
      free: '自由問題',
      notification: '通知（無需回答）',
      file: '上傳檔案',
    },
    answerType: '回答方式',
    answerTypes: { text: '文字', options: '從選項中選擇', file: '檔案' },
    owner: '提問方',
    owners: { hotel: '本飯店', brand: '整個品牌' },
    ownerHint:
      '品牌問題會在其設施標籤（target_all_facilities、target_facility_<id>）指定的飯店顯示；未指定時在品牌的所有飯店顯示（通知則不在任何飯店顯示）。',
    brandReadOnly: '此問題屬於品牌，會在多家飯店顯示：只有品牌管理員可以修改。',
    required: '必填',
    perRoom: '每間客房分別提問',
    multiple: '可複選',
    options: '選項',
    optionsHint: '入住與退房的選項是時間，例如 15:00。顯示名稱請使用飯店的語言。',
    optionValue: (n) => `選項 ${n}：值`,
    optionLabel: (n) => `選項 ${n}：顯示名稱`,
    addOption: '新增選項',
    removeOption: (n) => `刪除選項 ${n}`,
    labels: '標籤篩選',
    labelsHint:
      '每行一個：提問對象（all_users、membership_rank_all 等）、顯示頁面（guest_detail、confirmation），品牌問題還可指定飯店。留空表示所有旅客。',
    startedAt: '開始提問時間',
    startedAtHint: '留空則立即開始。',
    activeField: '提問（關閉後，已有的回答仍會保留）',
    status: '狀態',
    active: '提問中',
    inactive: '已關閉',
    sortOrder: '顯示順序',
    sortOrderHint: '數字越小越先提問。',
    actions: '操作',
    create: '新增問題',
    created: '已新增問題。今後的旅客都會看到。',
    delete: '刪除',
    deleteTitle: (name) => `要刪除「${name}」嗎？`,
    deleteBody: '旅客將不再看到此問題。如已有旅客回答，則不刪除，而是連同回答一起以關閉狀態保留。',
    deleteConfirm: '刪除問題',
    keep: '保留',
    deleted: (name) => `已刪除「${name}」。`,
    deactivated: (name) => `「${name}」已有旅客回答，已改為關閉。`,
  },
  ko: {
    title: '고객에게 하는 질문',
    newTitle: '새 질문',
    add: '질문 추가',
    none: '아직 질문이 없습니다.',
    backToList: '질문 목록',
    notFound: '이 질문은 존재하지 않습니다.',
    name: '질문',
    questionType: '질문 종류',
    questionTypes: {
      checkin: '체크인 시간',
      checkout: '체크아웃 시간',
      people_per_room: '객실별 남녀 인원',
      free: '자유 질문',
      notification: '안내(답변 없음)',
      file: '파일 첨부',
    },
    answerType: '답변 방식',
    answerTypes: { text: '텍스트', options: '선택지에서 고르기', file: '파일' },
    owner: '질문 주체',
    owners: { hotel: '이 시설', brand: '브랜드 전체' },
    ownerHint:
      '브랜드 질문은 시설 라벨(target_all_facilities, target_facility_<id>)로 지정한 시설에서 표시됩니다. 지정하지 않으면 브랜드의 모든 시설에서 표시됩니다(안내는 어느 시설에도 표시되지 않습니다).',
    brandReadOnly:
      '이 질문은 브랜드의 질문으로 여러 시설에서 표시됩니다. 브랜드 관리자만 변경할 수 있습니다.',
    required: '필수',
    perRoom: '객실마다 질문',
    multiple: '여러 개 선택 가능',
    options: '선택지',
    optionsHint: '체크인·체크아웃 선택지는 15:00 같은 시간입니다. 표시 이름은 시설의 언어로 입력합니다.',
    optionValue: (n) => `선택지 ${n}: 값`,
    optionLabel: (n) => `선택지 ${n}: 표시 이름`,
    addOption: '선택지 추가',
    removeOption: (n) => `선택지 ${n} 삭제`,
    labels: '라벨 필터',
    labelsHint:
      '한 줄에 하나씩 입력합니다. 대상(all_users, membership_rank_all 등), 표시할 페이지(guest_detail, confirmation), 브랜드 질문이면 대상 시설을 지정합니다. 비워 두면 모든 고객이 대상입니다.',
    startedAt: '질문 시작 일시',
    startedAtHint: '비워 두면 바로 시작합니다.',
    activeField: '질문함(끄더라도 지금까지의 답변은 남습니다)',
    status: '상태',
    active: '질문 중',
    inactive: '중지됨',
    sortOrder: '표시 순서',
    sortOrderHint: '숫자가 작을수록 먼저 질문합니다.',
    actions: '작업',
    create: '질문 추가',
    created: '질문을 추가했습니다. 앞으로 고객에게 표시됩니다.',
    delete: '삭제',
    deleteTitle: (name) => `“${name}”을(를) 삭제할까요?`,
    deleteBody:
      '고객에게 더 이상 표시되지 않습니다. 이미 답변이 있으면 삭제하지 않고 답변과 함께 중지 상태로 남깁니다.',
    deleteConfirm: '질문 삭제',
    keep: '삭제하지 않음',
    deleted: (name) => `“${name}”을(를) 삭제했습니다.`,
    deactivated: (name) => `“${name}”에는 답변이 있어 중지 상태로 바꿨습니다.`,
  },
};
