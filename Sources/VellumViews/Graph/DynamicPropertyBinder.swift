import VellumCore

/// Binds the dynamic properties of a view or a view modifier before its body
/// runs, and checks that what they need from the environment is there.
///
/// The stored properties are found by reflection; a type found to have none
/// that matter is remembered, so the views of a large tree without state cost
/// one dictionary look-up each, not a reflection.
enum DynamicPropertyBinder {
    private static let inert = Locked<Set<ObjectIdentifier>>([])

    /// Binds `value`'s dynamic properties, nested ones included, for the
    /// view at `context.path`. Throws when one needs an environment object
    /// that no ancestor supplies; `path` is spelled only for that message.
    static func bind<T>(_ value: T, in context: LoweringContext, path: @autoclosure () -> String) throws {
        let type = ObjectIdentifier(T.self)
        if inert.withLock({ $0.contains(type) }) { return }
        var identity: ViewIdentity?
        let found = try bind(Mirror(reflecting: value), prefix: "", context: context, identity: &identity, path: path)
        if !found { _ = inert.withLock { $0.insert(type) } }
    }

    /// Binds the properties `mirror` reflects; whether any was dynamic.
    private static func bind(_ mirror: Mirror, prefix: String, context: LoweringContext, identity: inout ViewIdentity?,
                             path: () -> String) throws -> Bool {
        var found = false
        for (index, child) in mirror.children.enumerated() {
            guard child.value is any DynamicProperty || child.value is any EnvironmentObjectCheck else { continue }
            if let check = child.value as? any EnvironmentObjectCheck {
                found = true
                if let missing = check.missing(in: context.environment) {
                    let path = path()
                    throw VellumError(.invalidArgument, subject: path, message: "\(path) \(missing)")
                }
            }
            let name = prefix + (child.label ?? "\(index)")
            if let bound = child.value as? any GraphBound {
                found = true
                if identity == nil { identity = context.path?.identity ?? .root }
                bound.bind(in: context.graph, at: identity!.member(name), environment: context.environment)
            } else if child.value is any DynamicProperty {
                // A dynamic property made of others (`AppStorage`, a type of the app's own).
                if try bind(Mirror(reflecting: child.value), prefix: name + ".", context: context, identity: &identity, path: path) {
                    found = true
                }
            }
        }
        return found
    }
}
