/** One demo blog post (its own file: the post lists of several seed files share it). */
interface PostText {
  title: string;
  excerpt: string;
  body: string;
}
export interface SeedPost {
  slug: string;
  category: string;
  image: string;
  date: string;
  author: string;
  kh: PostText;
  en: PostText;
  /** Missing: the Chinese page falls back to Khmer. */
  zh?: PostText;
}
