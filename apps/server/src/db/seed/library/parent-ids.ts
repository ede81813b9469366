// The library's parent ids live with the shared vocabulary: the report detail picks its layout by them.
export { BREWERY_PARENT_IDS, LIBRARY_PARENT_IDS, PLANT_PREVENTIVE_PARENT_IDS } from '@envirotrack/shared';
