/// The app's side of the sample: only its catalog matters to the audit.
public enum Breathe {}
