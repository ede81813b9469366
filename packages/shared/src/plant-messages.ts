/** The plant screens' texts (spec 2 §1, §9): kept apart from the schemas, which the app's first screen does not load. */
export const plantMessages = {
  noPlants: 'No plants found',
  deleted: 'Plant deleted successfully...!!!',
  created: 'Plant added successfully.',
  updated: 'Plant updated successfully.',
  deactivated: 'Plant deactivated successfully.',
  activated: 'Plant activated successfully.',
  regionChange:
    "Are you sure you want to change this plant's region. And if your doing so, all user's assigned to this plant will be unassigned and you have to assign them after updating this plant",
  enterText: 'Please enter some text',
  noShapeSelected: 'There are no shape selected',
  selectPointSource: 'Please Select an Outfall / Point source first.',
  chooseOutfall: (form: string) => `Choose at least one outfall for ${form}.`,
  noInspections: 'No Inspection Found...',
  mapTilesFailed: 'Map images could not be loaded.',
  mapTilesDrawing: 'Outfalls and shapes can still be drawn; they are saved with the plant.',
  placeByHand: 'Pan and zoom to the plant, then choose “Set plant location here” before saving.',
} as const;
