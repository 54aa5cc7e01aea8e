import { defineMessages } from '../catalogue';

/** Messages of the AI Islamic school (decision 029). */
export const schoolMessages = defineMessages({
  childNameRequired: "Please enter your child's name first!",
  childNameTooLong: "The child's name is too long: at most 40 characters",
  childNameInvalid: "Enter only the child's first name (letters, spaces, hyphens)",
  schoolNeedsSubscription:
    'The AI Islamic school needs its subscription ($25/month, first week free) or the Everything plan.',
  schoolClassesUsed:
    'You have used all the classes of this billing period. New classes open when your subscription renews.',
  schoolClassNotFound: 'Class not found',
  schoolSessionNotFound: 'Class session not found',
  schoolSessionOver: 'This class has ended. Start a new class to continue learning.',
  schoolAgeGroupMismatch: 'This class is for another age group: choose a class for the selected age group',
  schoolTeacherFallback: "I'm sorry, I didn't understand that. Can you try again?",
  schoolImagesUnavailable: 'Pictures need an AI provider: the class goes on without them.',
  schoolTurnConflict: 'This class moved on in another window. Carry on there, or reopen the class here.',
  schoolImageNotInLesson: "Pictures are drawn only for the scenes of the class's own lesson.",
  schoolImageFailed: 'The picture could not be drawn this time: the class goes on without it.',
});
