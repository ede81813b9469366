import { answersOfModule, flagOf, metadataOf, reportTitle, type MetadataItem } from '@envirotrack/shared';

// The title, metadata, an answer's flag and a module's answers are the shared report model's (issue 17: one
// implementation for screen and PDF).
export { answersOfModule, flagOf, metadataOf, reportTitle, type MetadataItem };
