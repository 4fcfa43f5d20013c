import Vellum

// A notes app in the style of iOS Notes: a split view with folders in the
// sidebar and the open note in the detail column, toolbars in both, and the
// two things a notes app presents: a sheet to file a new note (medium and large
// detents, its own navigation bar) and an alert before deleting one.

/// A notes app: folders, and the note that is open.
public struct NotesScreen: View {
    /// What the screen is presenting.
    public enum Presenting: Sendable { case nothing, newNoteSheet, deleteAlert }

    struct Folder: Identifiable, Hashable {
        let id: String
        let symbol: String
        let count: Int
    }

    static let folders: [Folder] = [
        Folder(id: "All iCloud", symbol: "folder", count: 48),
        Folder(id: "Notes", symbol: "folder", count: 31),
        Folder(id: "Recipes", symbol: "folder", count: 9),
        Folder(id: "Travel", symbol: "folder", count: 6),
        Folder(id: "Recently Deleted", symbol: "trash", count: 2),
    ]

    @State private var selection: String? = "Recipes"
    @State private var showsNewNote: Bool
    @State private var confirmsDelete: Bool
    @State private var title = ""

    /// The screen, presenting nothing, the new-note sheet or the delete alert.
    public init(presenting: Presenting = .nothing) {
        _showsNewNote = State(initialValue: presenting == .newNoteSheet)
        _confirmsDelete = State(initialValue: presenting == .deleteAlert)
    }

    public var body: some View {
        NavigationSplitView {
            List(Self.folders, selection: $selection) { folder in
                Label(folder.id, systemImage: folder.symbol)
                    .badge(folder.count)
            }
            .navigationTitle("Folders")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
            }
        } detail: {
            NoteDetail()
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Delete", systemImage: "trash", role: .destructive) { confirmsDelete = true }
                        Button("New Note", systemImage: "square.and.pencil") { showsNewNote = true }
                    }
                }
        }
        .sheet(isPresented: $showsNewNote) {
            NavigationStack {
                Form {
                    TextField("Title", text: $title)
                    Picker("Folder", selection: $selection) {
                        ForEach(Self.folders) { Text($0.id).tag(Optional($0.id)) }
                    }
                    Toggle("Pin to Top", isOn: .constant(true))
                }
                .navigationTitle("New Note")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { showsNewNote = false } }
                    ToolbarItem(placement: .confirmationAction) { Button("Add") { showsNewNote = false } }
                }
            }
            .presentationDetents([.medium, .large])
        }
        .alert("Delete “Sourdough”?", isPresented: $confirmsDelete) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This note will be moved to Recently Deleted.")
        }
    }
}

/// The open note: a recipe.
struct NoteDetail: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Sourdough").font(.largeTitle.bold())
                Text("Yesterday at 18:20").font(.footnote).foregroundStyle(.secondary)
                Text("Ingredients").font(.headline)
                VStack(alignment: .leading, spacing: 6) {
                    ForEach(["500 g bread flour", "350 g water", "100 g starter", "10 g salt"], id: \.self) { item in
                        Label(item, systemImage: "circle")
                    }
                }
                Text("Mix, rest an hour, fold four times, shape, and proof overnight in the fridge. Bake at 250 °C in a covered pot for 20 minutes, then 25 uncovered.")
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview("iPad", traits: .landscapeLeft) {
    NotesScreen()
}

#Preview("New note") {
    NotesScreen(presenting: .newNoteSheet)
}

#Preview("Delete alert") {
    NotesScreen(presenting: .deleteAlert)
}
