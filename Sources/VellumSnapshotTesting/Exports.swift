// A snapshot test file needs only `import VellumSnapshotTesting`: the view
// language and the renderer come with it.
@_exported import Vellum
