import type { ReactNode } from 'react';

/** One numbered section of a long document; `id` is its anchor in the table of contents. */
export interface DocumentSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}
