extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that
    /// recognises both gestures at the same time.
    ///
    /// ```swift
    /// MagnifyGesture().simultaneously(with: RotateGesture())
    /// ```
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a composed gesture,
    /// which results in the second gesture only receiving events after the first gesture succeeds.
    ///
    /// ```swift
    /// LongPressGesture().sequenced(before: DragGesture())
    /// ```
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one
    /// gesture succeeds, giving precedence to the first gesture.
    ///
    /// ```swift
    /// TapGesture(count: 2).exclusively(before: TapGesture())
    /// ```
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
