import Combine
import VellumLayout

/// A property wrapper that owns an observable object.
@propertyWrapper @dynamicMemberLookup
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: StateObjectBox<ObjectType>
    /// Creates the object once per view identity: the view graph keeps the
    /// first one made and never calls `thunk` again for the same view.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(make: thunk) }
    /// The object.
    public var wrappedValue: ObjectType { box.object }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: box.object).projectedValue }
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

extension StateObject: GraphBound {
    package func bind(in graph: ViewGraph, at identity: ViewIdentity, environment: EnvironmentValues) {
        // Each render's graph makes the object anew: a view value rendered
        // twice does not carry the first render's object into the second.
        let box = self.box
        box.kept = graph.object(at: identity) { box.make() }
    }
}

/// The object of one `StateObject`: made when first read, or the one the
/// view graph kept for the view.
final class StateObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
    // Unchecked: set while the view is bound, before its body runs, on the
    // thread that evaluates it.
    let make: () -> ObjectType
    var kept: ObjectType?
    init(make: @escaping () -> ObjectType) { self.make = make }
    var object: ObjectType {
        if let kept { return kept }
        let made = make()
        kept = made
        return made
    }
}

extension ObservedObject: GraphBound {
    package func bind(in graph: ViewGraph, at identity: ViewIdentity, environment: EnvironmentValues) {
        graph.observesObject()
    }
}

/// A property wrapper that observes an object owned elsewhere.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let o = object
            return Binding(get: { o[keyPath: keyPath] }, set: { o[keyPath: keyPath] = $0 })
        }
    }
    /// The object.
    public var wrappedValue: ObjectType
    /// Observes an object.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// Observes an object.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// A property wrapper that reads an observable object from the environment
/// (`environmentObject(_:)`).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let bound = EnvironmentBox()
    /// Creates the wrapper.
    public init() {}
    /// The object, set by an ancestor's `environmentObject(_:)`. Lowering
    /// checks that it is there before the body runs (`EnvironmentObjectCheck`),
    /// so a missing object is a `VellumError` naming the type, not a crash.
    public var wrappedValue: ObjectType {
        guard let o = (bound.values ?? EnvironmentValues.current).objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            preconditionFailure("No \(ObjectType.self) in the environment, read outside a render: Never reached while rendering")
        }
        return o
    }
    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

extension EnvironmentKeys {
    struct ObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }
}

extension EnvironmentValues {
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentKeys.ObjectsKey.self] }
        set { self[EnvironmentKeys.ObjectsKey.self] = newValue }
    }
}

/// Supplies an observable object to the views below.
struct EnvironmentObjectModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    let object: AnyObject
    func lower(content: any View, _ context: LoweringContext) throws -> [LayoutNode] {
        try context.with { $0.objects[key] = object }.lower(content)
    }
}

nonisolated extension View {
    /// Supplies an observable object to the views below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentObjectModifier(key: ObjectIdentifier(T.self), object: object))
    }
}

extension EnvironmentObject: GraphBound {
    package func bind(in graph: ViewGraph, at identity: ViewIdentity, environment: EnvironmentValues) {
        bound.values = environment
        graph.observesObject()
    }
}

extension EnvironmentObject: EnvironmentObjectCheck {
    package func missing(in environment: EnvironmentValues) -> String? {
        guard !(environment.objects[ObjectIdentifier(ObjectType.self)] is ObjectType) else { return nil }
        let type = String(describing: ObjectType.self)
        return "reads an @EnvironmentObject of type \(type), but no ancestor supplies one; add .environmentObject(…) with a \(type) above it."
    }
}
