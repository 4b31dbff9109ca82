/** The kh/en/zh texts of one error code (its own file so the area catalogues and the index do not import each other). */
export interface ErrorText {
  en: string;
  kh: string;
  zh: string;
}
