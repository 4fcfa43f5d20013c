// Empty on purpose. Swift Testing's module declares a cross-import overlay with
// UIKit: a file that imports both Testing and UIKit (Vellum's, on Linux) makes the
// compiler import this module, which Apple ships for image attachments and
// Linux's toolchain does not. Without it such a file fails with "no such
// module '_Testing_UIKit'". See Package.swift.
