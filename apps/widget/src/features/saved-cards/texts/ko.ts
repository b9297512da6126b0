import type { en } from './en.ts';

export const ko: Readonly<Record<keyof typeof en, string>> = {
  'cards.heading': '저장된 카드',
  'cards.intro':
    '결제할 때 저장한 카드입니다. 결제 단계에서 카드를 선택하면 보안 코드만 입력해 결제할 수 있습니다.',
  'cards.loading': '저장된 카드를 불러오는 중…',
  'cards.loadFailed': '저장된 카드를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  'cards.empty':
    '아직 저장된 카드가 없습니다. 카드로 결제할 때 “다음 예약을 위해 이 카드 저장”을 선택하면 저장할 수 있습니다.',
  'cards.holder': '카드 소유자 이름',
  'cards.expiry': '유효기간',
  'cards.expired': '유효기간 만료',
  'cards.remove': '삭제',
  'cards.removeLabel': '{card} 삭제',
  'cards.removeTitle': '이 카드를 삭제하시겠습니까?',
  'cards.removeText':
    '{card}이(가) 계정과 결제 대행사에서 삭제됩니다. 다음에 카드로 결제할 때 다시 저장할 수 있습니다.',
  'cards.removeConfirm': '카드 삭제',
  'cards.removeKeep': '유지',
  'cards.removing': '삭제하는 중…',
  'cards.removed': '{card}을(를) 삭제했습니다.',

  'choice.legend': '결제할 카드',
  'choice.savedNote': '카드 소유자 이름: {holder}. 유효기간: {expiry}.',
  'choice.newCard': '새 카드',
  'choice.codeTitle': '{card}의 보안 코드',
  'choice.codeNote': '이 카드의 보안 코드만 입력해 주세요. 나머지 정보는 결제 대행사가 보관합니다.',
  'choice.keep': '다음 예약을 위해 이 카드 저장',
  'choice.keepNote':
    '계정에는 카드 브랜드, 카드 번호 끝 4자리, 카드 소유자 이름, 유효기간만 저장되며 카드 자체는 결제 대행사가 보관합니다. 내 계정의 결제 수단에서 삭제할 수 있습니다.',
};
