import type { Locale } from '@yadori/contract/locales';

/** What the console's image uploads tell staff, in the five languages. */
export interface StaffMediaTexts {
  notMultipart: string;
  missingFile: string;
  /** Bytes of no accepted image kind (whatever the name or declared type says). */
  unsupportedType: string;
  tooLarge: string;
  emptyFile: string;
}

export const STAFF_MEDIA_TEXTS: Record<Locale, StaffMediaTexts> = {
  en: {
    notMultipart: 'Please send the image as a file upload (multipart/form-data).',
    missingFile: 'Please choose an image to upload.',
    unsupportedType:
      'This file is not a PNG, JPEG, WebP or GIF image. Please choose an image in one of these formats.',
    tooLarge: 'This image is larger than 5 MB. Please choose a smaller image.',
    emptyFile: 'This file is empty. Please choose an image.',
  },
  ja: {
    notMultipart: '画像はファイルとしてアップロードしてください（multipart/form-data）。',
    missingFile: 'アップロードする画像を選択してください。',
    unsupportedType:
      'このファイルはPNG・JPEG・WebP・GIF形式の画像ではありません。いずれかの形式の画像を選択してください。',
    tooLarge: '画像が5MBを超えています。より小さい画像を選択してください。',
    emptyFile: 'ファイルが空です。画像を選択してください。',
  },
  zh_Hans: {
    notMultipart: '请以文件上传方式（multipart/form-data）发送图片。',
    missingFile: '请选择要上传的图片。',
    unsupportedType: '该文件不是 PNG、JPEG、WebP 或 GIF 图片。请选择这些格式之一的图片。',
    tooLarge: '图片超过 5 MB。请选择较小的图片。',
    emptyFile: '该文件为空。请选择图片。',
  },
  zh_Hant: {
    notMultipart: '請以檔案上傳方式（multipart/form-data）傳送圖片。',
    missingFile: '請選擇要上傳的圖片。',
    unsupportedType: '此檔案不是 PNG、JPEG、WebP 或 GIF 圖片。請選擇上述格式之一的圖片。',
    tooLarge: '圖片超過 5 MB。請選擇較小的圖片。',
    emptyFile: '此檔案是空的。請選擇圖片。',
  },
  ko: {
    notMultipart: '이미지는 파일 업로드(multipart/form-data) 방식으로 보내 주세요.',
    missingFile: '업로드할 이미지를 선택해 주세요.',
    unsupportedType:
      '이 파일은 PNG, JPEG, WebP, GIF 이미지가 아닙니다. 이 중 한 가지 형식의 이미지를 선택해 주세요.',
    tooLarge: '이미지가 5MB를 초과합니다. 더 작은 이미지를 선택해 주세요.',
    emptyFile: '파일이 비어 있습니다. 이미지를 선택해 주세요.',
  },
};
