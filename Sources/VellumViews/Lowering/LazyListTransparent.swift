/// A view or modifier that passes a lazy container's `ForEach` through as
/// a lazy run (see `LoweringContext.lowersLazily`): views that only group
/// others, and modifiers that change the environment or wrap each node.
package protocol LazyListTransparent {}

extension TupleView: LazyListTransparent {}
extension Group: LazyListTransparent {}
extension ForEach: LazyListTransparent {}
extension _ConditionalContent: LazyListTransparent {}
extension Optional: LazyListTransparent {}
extension AnyView: LazyListTransparent {}
extension EmptyView: LazyListTransparent {}
// Decides by its modifier (see `ModifiedContent.lower(_:)`).
extension ModifiedContent: LazyListTransparent {}
extension EnvironmentModifier: LazyListTransparent {}
extension _EnvironmentKeyWritingModifier: LazyListTransparent {}
extension _EnvironmentTransformModifier: LazyListTransparent {}
extension NodeModifier: LazyListTransparent {}
extension ListRowTraitModifier: LazyListTransparent {}
