/**
 * What other features may read of the curated prayer lessons: the Q&A chat searches and cites their
 * steps (decision 030).
 */
export { allLessons, stepReference } from './content';
