import type { LucideIcon } from 'lucide-react';

/** One thing a course card lists: its icon, its name for screen readers, and its value. */
export interface CourseFact {
  icon: LucideIcon;
  label: string;
  value: string;
}

/** One of a course's prices, set (an unset price is left out). */
export interface CoursePrice {
  /** Its words: 'One-time', 'Hourly Rate', 'Monthly Package'. */
  label: string;
  /** A line under a rate's label: 'Pay as you go'. */
  note?: string;
  amount: number;
  /**
   * What it pays for. The whole course: the one price, shown large. An hour or a month: a rate,
   * one of the options (the card starts from the hourly one).
   */
  per: 'course' | 'hour' | 'month';
}

/**
 * What the public views show of a course, whichever kind it is: each kind maps into it
 * (courseV1View, courseV2View), and the card, the hero and the price block render it, so the
 * two kinds cannot drift apart where they show the same thing.
 */
export interface CourseView {
  /** Its page, where the card links to. */
  path: string;
  title: string;
  /** The filled tag: a v1 course's category, a v2 course's exam type. */
  kind: string;
  /** Created in the last days: the card says NEW. */
  isNew: boolean;
  /** Markdown: the card shows it as plain text. */
  description: string;
  /** A line above the hero's text (a v1 course's tagline). */
  lead?: string;
  /** Markdown: the hero's text. */
  overview: string;
  /** Its picture; none, a placeholder. */
  image: string | undefined;
  /** A preview video; blank, no button. */
  videoUrl: string;
  /** The instructor's name, or the words shown without one. */
  instructor: string;
  /** A v2 course's subjects (a v1 course has none to list). */
  subjects?: readonly string[];
  facts: readonly CourseFact[];
  prices: readonly CoursePrice[];
}
