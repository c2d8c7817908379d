import Type from 'typebox';

/** The project's one error shape, as the gateway answers it. */
export const ErrorReply = Type.Object({ message: Type.String(), code: Type.Optional(Type.String()) });
